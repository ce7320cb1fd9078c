import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ContractTimelineDocument } from '../../__generated__/graphql';
import { enumKey } from '../../lib/enums';
import { formatDate } from '../../lib/format';
import { LoadState } from '../../ui/ListState';
import { translateContractError } from './model';

const pad = (n: number) => String(n).padStart(2, '0');

/** 14:05 in the reader's time zone (24-hour, as in every language the product speaks). */
function formatClock(moment: string): string {
  const date = new Date(moment);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const KNOWN_KINDS = ['created', 'updated', 'step_logged', 'committed', 'uncommitted'];

/** The contract's timeline, newest first: who did what, when (contracts/{id}/events/). */
export function Timeline({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  // Changes refetch it (refetchQueries); a revisit shows the cache while it reads again.
  const { data, loading, error } = useQuery(ContractTimelineDocument, {
    variables: { id: contractId },
    fetchPolicy: 'cache-and-network',
  });
  const events = [...(data?.contract?.events ?? [])].reverse();
  return (
    <section aria-labelledby="contract-timeline" className="mt-8">
      <h2 id="contract-timeline" className="mb-3 text-xl font-semibold text-ink">
        {t('contracts.web.timeline')}
      </h2>
      <LoadState
        hasData={Boolean(data)}
        isLoading={loading}
        error={error}
        translateError={translateContractError}
      />
      {data && events.length === 0 && (
        <p className="text-ink-muted">{t('contracts.web.no_events')}</p>
      )}
      <ol className="flex flex-col gap-2" data-testid="contract-timeline">
        {events.map((e) => (
          <li key={e.id} className="flex flex-wrap gap-x-3 text-sm" data-kind={e.kind}>
            <time dateTime={e.createdAt} className="text-ink-muted">
              {formatDate(e.createdAt)} {formatClock(e.createdAt)}
            </time>
            <span className="font-medium text-ink">
              {KNOWN_KINDS.includes(e.kind)
                ? t(`contracts.web.events.${e.kind}`)
                : t('contracts.web.events.other', { kind: e.kind })}
              {e.signType && ` (${t(enumKey('contracts.sign_types', e.signType))})`}
            </span>
            <span className="text-ink-muted">
              {e.actor ? e.actor.fullName : t('contracts.web.events.system')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
