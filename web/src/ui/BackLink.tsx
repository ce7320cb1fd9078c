import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../app/links';
import { paths } from '../app/paths';

/** "← Listings": back to the list a page belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouteLink
      to={to}
      className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      ← {children}
    </RouteLink>
  );
}

/** "← Back office": back to the admin home from one of its pages. */
export function AdminHomeLink() {
  const { t } = useTranslation();
  return <BackLink to={paths.admin.href()}>{t('admin.title')}</BackLink>;
}
