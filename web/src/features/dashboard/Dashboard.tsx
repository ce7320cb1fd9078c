import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardMeDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { Badge, PageHeader } from '../../ui/Card';
import { PhoneIcon } from '../../ui/icons';

/** A card with `to` links to its screen; one without is an area still to come. */
export type DashboardCard = { title: string; text: string; icon: ReactNode; to?: string };

/** The welcome dashboard both roles share: greeting, a nudge to verify a phone, area cards. */
export function Dashboard({ subtitle, cards }: { subtitle: string; cards: DashboardCard[] }) {
  const { t } = useTranslation();
  const { data } = useQuery(DashboardMeDocument);
  const me = data?.me;
  return (
    <div>
      <PageHeader
        title={
          me
            ? t('dashboard.greeting', { name: me.fullName.split(' ')[0] })
            : t('dashboard.greeting_anonymous')
        }
        subtitle={subtitle}
      />
      {me && !me.primaryPhone && (
        <section className="mb-8 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center dark:border-amber-800 dark:bg-amber-950">
          <PhoneIcon size={28} className="shrink-0 text-amber-700 dark:text-amber-300" />
          <div className="flex-1">
            <h2 className="font-semibold text-ink">{t('dashboard.complete_profile')}</h2>
            <p className="text-sm text-ink-muted">{t('dashboard.complete_profile_text')}</p>
          </div>
          <RouteLink to={routes.accountSettings.href()} className={buttonClass('primary', 'md')}>
            {t('dashboard.open_settings')}
          </RouteLink>
        </section>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li
            key={card.title}
            className={`relative flex flex-col rounded-2xl border border-line bg-surface-raised p-5 shadow-sm ${card.to ? 'hover:border-brand-400' : ''}`}
          >
            <span className="grid size-10 place-items-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200">
              {card.icon}
            </span>
            <h2 className="mt-4 font-semibold text-ink">
              {card.to ? (
                <RouteLink
                  to={card.to}
                  className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:underline"
                >
                  {card.title}
                </RouteLink>
              ) : (
                card.title
              )}
            </h2>
            <p className="mt-1 flex-1 text-sm text-ink-muted">{card.text}</p>
            {!card.to && (
              <div className="mt-4">
                <Badge>{t('common.status.coming_soon')}</Badge>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
