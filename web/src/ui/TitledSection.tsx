import type { ReactNode } from 'react';

/** A section named by its heading (`<id>-heading`), for the page outline and screen readers. */
export function TitledSection({
  id,
  title,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
