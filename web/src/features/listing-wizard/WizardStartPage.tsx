import { useQuery } from '@apollo/client/react';
import { LISTING_STEPS } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { WizardDraftsDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Logo } from '../../app/layouts/SiteHeader';
import { buttonClass } from '../../ui/Button';
import { Spinner } from '../../ui/Card';
import { formatDate } from '../../lib/format';
import { firstIncompleteStep, stepHref } from './model';

/** /listings/create: continue a draft or start a new listing. */
export function WizardStartPage() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(WizardDraftsDocument, { variables: { pageSize: 10 } });
  const drafts = data?.myListings.items ?? [];
  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken">
      <header className="mx-auto flex h-16 w-full max-w-3xl items-center px-4">
        <Logo />
      </header>
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink">
          {t('listings.wizard.start_title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('listings.wizard.start_text')}</p>
        <RouteLink
          to={routes.listingCreateNew.href()}
          className={`${buttonClass('primary', 'lg')} mt-6`}
        >
          {t('listings.wizard.start_new')}
        </RouteLink>
        {loading && !data && <Spinner label={t('common.status.loading')} />}
        {drafts.length > 0 && (
          <section className="mt-10" aria-labelledby="drafts-heading">
            <h2 id="drafts-heading" className="mb-3 text-lg font-semibold text-ink">
              {t('listings.wizard.drafts', { count: data?.myListings.count ?? drafts.length })}
            </h2>
            <ul className="flex flex-col gap-3">
              {drafts.map((d) => {
                const done = (d.steps ?? []).filter(
                  (s) => s.isComplete && s.step !== 'PUBLISH',
                ).length;
                return (
                  <li key={d.id}>
                    <RouteLink
                      to={stepHref(d.id, firstIncompleteStep(d))}
                      className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-surface-raised p-4 hover:border-brand-400"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-semibold text-ink">
                          {d.title ??
                            ([d.street, d.houseNumber].filter(Boolean).join(' ') ||
                              t('listings.landlord.untitled'))}
                        </span>
                        <span className="text-sm text-ink-muted">
                          {t('listings.landlord.updated', { date: formatDate(d.updatedAt) })} ·{' '}
                          {t('listings.landlord.steps_value', {
                            done,
                            total: LISTING_STEPS.length - 1,
                          })}
                        </span>
                      </span>
                      <span className="shrink-0 text-sm font-semibold text-brand-700 dark:text-brand-300">
                        {t('listings.landlord.continue')} →
                      </span>
                    </RouteLink>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
