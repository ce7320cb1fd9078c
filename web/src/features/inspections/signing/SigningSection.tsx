import { useId, type ReactNode } from 'react';

/** A titled part of the signing page, named by its heading for screen readers. */
export function SigningSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line p-4">
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
