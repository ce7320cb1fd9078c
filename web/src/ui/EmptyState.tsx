import type { ReactNode } from 'react';

/** What a list says when it has nothing in it, with an optional way forward. */
export function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-line p-10 text-center">
      {icon && <div className="mx-auto mb-3 grid place-items-center text-ink-muted">{icon}</div>}
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {text && <p className="mt-1 text-ink-muted">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A one-line "nothing here yet" inside a section. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}
