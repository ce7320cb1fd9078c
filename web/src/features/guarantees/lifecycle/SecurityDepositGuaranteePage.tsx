import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GuaranteeLifecycleDocument } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card, PageHeader } from '../../../ui/Card';
import { LoadState } from '../../../ui/ListState';
import { useStatementDownload } from './GuaranteeLifecycleSection';
import { lifecycleStatusKey, readLifecycle, translateLifecycleError } from './model';

/**
 * `/security-deposits/rental-guarantees/{id}`: the guarantee as the landlord's security, read
 * only: who is covered, up to what amount, its status and the statement PDF.
 */
export function SecurityDepositGuaranteePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(GuaranteeLifecycleDocument, { variables: { id } });
  const download = useStatementDownload(id);
  const l = data ? readLifecycle(data.rentalGuaranteeLifecycle) : null;
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);
  return (
    <div>
      <PageHeader title={t('guarantee-lifecycle.statement.page_title')} />
      <LoadState
        hasData={Boolean(l)}
        isLoading={loading}
        error={error}
        translateError={translateLifecycleError}
      />
      {l && (
        <Card>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="statement-details">
            <div>
              <dt className="text-xs text-ink-muted">
                {t('guarantee-lifecycle.statement.tenant')}
              </dt>
              <dd className="font-semibold text-ink">{l.tenantName}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-muted">
                {t('guarantee-lifecycle.statement.amount')}
              </dt>
              <dd className="font-semibold text-ink">{money(l.amount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-muted">{t('guarantee-lifecycle.status.label')}</dt>
              <dd className="font-semibold text-ink">{t(lifecycleStatusKey(l.status))}</dd>
            </div>
            {l.statement && (
              <div>
                <dt className="text-xs text-ink-muted">
                  {t('guarantee-lifecycle.statement.heading')}
                </dt>
                <dd className="font-semibold text-ink">
                  {t('guarantee-lifecycle.statement.issued_at', {
                    date: formatDate(l.statement.issuedAt),
                  })}
                </dd>
              </div>
            )}
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            {l.statement ? (
              <Button variant="secondary" onPress={() => void download()}>
                {t('guarantee-lifecycle.statement.download')}
              </Button>
            ) : (
              <p className="text-ink-muted">{t('guarantee-lifecycle.statement.not_yet')}</p>
            )}
            <RouteLink to={paths.rentalGuarantee.href({ id })} className="self-center underline">
              {t('guarantee-lifecycle.statement.open_guarantee')}
            </RouteLink>
          </div>
        </Card>
      )}
    </div>
  );
}
