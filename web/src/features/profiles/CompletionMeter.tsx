import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AverageProfileCompletionDocument } from '../../__generated__/graphql';
import { Card } from '../../ui/Card';
import type { Profile } from './model';

/** Moves focus (and the view) to a section of the page. */
function goToSection(section: string) {
  const target = document.getElementById(section);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The percentage done, the missing fields linking to their sections, and the average. */
export function CompletionMeter({ profile }: { profile: Pick<Profile, 'completion'> }) {
  const { t } = useTranslation();
  const { data } = useQuery(AverageProfileCompletionDocument);
  const { percentage, missingFields } = profile.completion;
  const average = data?.averageProfileCompletion.average;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">{t('profiles.completion.title')}</h2>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('profiles.completion.title')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentage}
          className="h-3 flex-1 overflow-hidden rounded-full bg-surface-sunken"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-all"
            style={{ width: `${percentage}%` }}
          />
        </div>
        <span
          className="w-14 text-right text-lg font-bold text-ink"
          data-testid="completion-percentage"
          aria-live="polite"
        >
          {percentage} %
        </span>
      </div>
      {average !== undefined && (
        <p className="mt-2 text-sm text-ink-muted">
          {t('profiles.completion.average', { average })}
        </p>
      )}
      {missingFields.length === 0 ? (
        <p className="mt-3 text-sm font-medium text-green-800 dark:text-green-300">
          {t('profiles.completion.done')}
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-ink-muted">{t('profiles.completion.missing')}</p>
          <ul className="mt-2 space-y-1">
            {missingFields.map((f) => (
              <li key={f.field}>
                <a
                  href={`#${f.section}`}
                  onClick={(e) => {
                    e.preventDefault();
                    goToSection(f.section);
                  }}
                  className="inline-flex items-center gap-2 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
                >
                  <span aria-hidden="true">○</span>
                  {t(f.messageKey)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
