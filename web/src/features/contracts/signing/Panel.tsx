import type { ReactNode } from 'react';

/** A titled card of the pdf-sign and contract pages, styled like the contract's summary. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5"
    >
      <h3 className="mb-3 font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}
