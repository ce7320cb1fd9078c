import type { ReactNode } from 'react';

/** The error screens' picture: a rounded panel, with `children` drawn on it. */
function IllustrationFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-label={title} className="h-auto w-56 sm:w-72">
      <rect
        x="20"
        y="20"
        width="200"
        height="120"
        rx="8"
        className="fill-brand-50 dark:fill-brand-900"
      />
      {children}
    </svg>
  );
}

/** A small rounded shape of a picture: a window, a door, a plug. */
function Block(props: {
  x: number;
  y: number;
  width: number;
  height: number;
  className: string;
  strokeWidth?: string;
}) {
  return <rect rx="3" {...props} />;
}

/** 403 and 404 share the empty room; every other status shows the unplugged cord. */
export function EmptyRoomIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title}>
      <path d="M20 110h200" className="stroke-brand-300" strokeWidth="3" />
      <Block x={150} y={45} width={45} height={65} className="fill-brand-200 dark:fill-brand-700" />
      <circle cx="186" cy="80" r="3" className="fill-brand-700 dark:fill-brand-200" />
      <Block
        x={45}
        y={45}
        width={60}
        height={40}
        className="fill-white stroke-brand-300 dark:fill-brand-800"
        strokeWidth="3"
      />
      <path d="M75 45v40M45 65h60" className="stroke-brand-300" strokeWidth="3" />
      <path
        d="M60 130c10-8 30-8 40 0"
        className="stroke-accent-500"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </IllustrationFrame>
  );
}

export function UnpluggedIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title}>
      <path
        d="M30 95c30 0 30-30 60-30h10"
        className="stroke-brand-400"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <Block x={98} y={55} width={22} height={20} className="fill-brand-700 dark:fill-brand-300" />
      <path
        d="M120 60h8M120 70h8"
        className="stroke-brand-700 dark:stroke-brand-300"
        strokeWidth="3"
      />
      <Block x={142} y={52} width={22} height={26} className="fill-brand-200 dark:fill-brand-700" />
      <path
        d="M164 65c25 0 25 35 50 35"
        className="stroke-brand-400"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M133 40l-4 10M139 42l6 8M127 86l-6 8M139 86l4 10"
        className="stroke-accent-500"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </IllustrationFrame>
  );
}
