import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import type { LegalDocumentId } from './content/types';

type LinkId = LegalDocumentId | 'cookiePolicy';

const LINKS: readonly { id: LinkId; href: () => string; label: string }[] = [
  { id: 'userTerms', href: () => routes.userTerms.href(), label: 'common.footer.user_terms' },
  {
    id: 'privacyPolicy',
    href: () => routes.privacyPolicy.href(),
    label: 'common.footer.privacy_policy',
  },
  {
    id: 'cookiePolicy',
    href: () => routes.cookiePolicy.href(),
    label: 'common.footer.cookie_policy',
  },
  {
    id: 'paymentTerms',
    href: () => routes.paymentTerms.href(),
    label: 'common.footer.payment_terms',
  },
];

/** The other legal documents, at the foot of each one. */
export function LegalLinks({ current }: { current: LinkId }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.legal.other')} className="mt-12 border-t border-line pt-6">
      <h2 className="text-sm font-semibold text-ink">{t('common.legal.other')}</h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {LINKS.filter((link) => link.id !== current).map((link) => (
          <li key={link.id}>
            <RouteLink
              to={link.href()}
              className="text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300"
            >
              {t(link.label)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
