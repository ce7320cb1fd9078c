import { COOKIE_BANNER_KEY, LOCALE_COOKIE, MOBILE_BANNER_COOKIE } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from './LegalLinks';
import { Table } from '../../ui/Table';

/** /legal/cookie-policy: the cookie banner links here. */
export function CookiePolicyPage() {
  const { t } = useTranslation();
  const rows = [
    { name: LOCALE_COOKIE, purpose: t('landing.cookie_policy.locale') },
    { name: MOBILE_BANNER_COOKIE, purpose: t('landing.cookie_policy.mobile_banner') },
    { name: COOKIE_BANNER_KEY, purpose: t('landing.cookie_policy.cookie_banner') },
    { name: 'leiga_refresh', purpose: t('landing.cookie_policy.session') },
  ];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t('landing.cookie_policy.title')}
      </h1>
      <p className="mt-4 text-ink-muted">{t('landing.cookie_policy.intro')}</p>
      <div className="mt-8 overflow-x-auto rounded-xl border border-line">
        <Table
          tone="boxed"
          padding="px-4 py-3"
          columns={[t('landing.cookie_policy.name'), t('landing.cookie_policy.purpose')]}
        >
          {rows.map((row) => (
            <tr key={row.name} className="border-t border-line">
              <td className="px-4 py-3 font-mono text-ink">{row.name}</td>
              <td className="px-4 py-3 text-ink-muted">{row.purpose}</td>
            </tr>
          ))}
        </Table>
      </div>
      <LegalLinks current="cookiePolicy" />
    </article>
  );
}
