import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ContractPriceEstimateDocument } from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { formatPrice } from '../format';

/**
 * A suggested rent from comparable listings, with how many were compared and one click to take
 * it. When no estimate can be made the panel says so and nothing else waits on it: the rent is
 * the landlord's to set, and signing never depends on the estimate.
 */
export function PriceEstimatePanel({
  contractId,
  isDisabled,
  onUse,
}: {
  contractId: string;
  isDisabled?: boolean;
  onUse: (rent: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(ContractPriceEstimateDocument, {
    variables: { id: contractId },
    fetchPolicy: 'cache-and-network',
  });
  const estimate = data?.contract?.priceEstimate;
  const suggested = estimate?.status === 'OK' ? estimate.estimate : null;
  const money = (value: number) => formatPrice(value, estimate?.currency ?? 'ISK', i18n.language);
  return (
    <section
      aria-labelledby="price-estimate-title"
      aria-busy={loading && !estimate}
      data-testid="price-estimate"
      className="rounded-xl border border-line bg-surface-sunken p-4 text-sm"
    >
      <h3 id="price-estimate-title" className="font-semibold text-ink">
        {t('contracts.indexation.estimate_title')}
      </h3>
      {!estimate && loading && (
        <p role="status" className="mt-1 text-ink-muted">
          {t('contracts.indexation.estimate_loading')}
        </p>
      )}
      {suggested !== null && estimate ? (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-lg font-semibold text-ink tabular-nums">{money(suggested)}</p>
            <p className="text-ink-muted">
              {estimate.low !== null && estimate.high !== null
                ? t('contracts.indexation.estimate_range', {
                    low: money(estimate.low),
                    high: money(estimate.high),
                  })
                : null}{' '}
              {t('contracts.indexation.estimate_compared', { count: estimate.comparedCount })}
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={isDisabled}
            onPress={() => onUse(suggested)}
          >
            {t('contracts.indexation.estimate_use')}
          </Button>
        </div>
      ) : (
        (estimate || error) && (
          <p className="mt-1 text-ink-muted" data-testid="price-estimate-unavailable">
            {estimate?.status === 'INSUFFICIENT_DATA'
              ? t('contracts.indexation.estimate_insufficient')
              : t('contracts.indexation.estimate_failed')}
          </p>
        )
      )}
    </section>
  );
}
