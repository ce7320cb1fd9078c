import type { ReactNode } from 'react';
import { FieldNamespace } from '../../ui/form/messages';

/**
 * One section of the profile: an anchor the completion checklist scrolls to. Its forms read
 * their field messages from the profiles catalogue first.
 */
export function SectionCard({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {actions}
      </div>
      <FieldNamespace.Provider value="profiles">{children}</FieldNamespace.Provider>
    </section>
  );
}
