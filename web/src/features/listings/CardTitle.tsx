import type { ReactNode } from 'react';
import { RouteLink } from '../../app/links';

/** A listing card's title as the link that covers the whole card (the card is `relative`). */
export function CardTitle({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <h2 className={className}>
      <RouteLink
        to={to}
        className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
      >
        {children}
      </RouteLink>
    </h2>
  );
}
