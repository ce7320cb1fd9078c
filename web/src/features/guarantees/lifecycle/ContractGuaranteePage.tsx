import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  LandlordRentalGuaranteesDocument,
  MyRentalGuaranteesDocument,
  type GuaranteeStatus,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { Card, PageHeader } from '../../../ui/Card';
import { LoadState } from '../../../ui/ListState';
import { readGuarantee, type GuaranteeArea } from '../model';
import { GuaranteeLifecycleSection } from './GuaranteeLifecycleSection';
import { lifecycleStatusKey, translateLifecycleError } from './model';

const LIVE: readonly GuaranteeStatus[] = [
  'COMMITTED',
  'ISSUED',
  'ACTIVE',
  'CANCELLATION_REQUESTED',
  'ENDED',
];

/**
 * `/landlords|tenants/rental-contracts/{id}/rental-guarantee`: the contract's guarantee (the
 * live one, else the newest) with its status, statement and cancellation.
 */
function ContractGuaranteePage({ area }: { area: GuaranteeArea }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const variables = { page: 1, pageSize: 25 };
  const mine = useQuery(MyRentalGuaranteesDocument, { variables, skip: area !== 'tenant' });
  const theirs = useQuery(LandlordRentalGuaranteesDocument, {
    variables,
    skip: area !== 'landlord',
  });
  const result = area === 'tenant' ? mine : theirs;
  const items =
    (area === 'tenant'
      ? mine.data?.myRentalGuarantees.items
      : theirs.data?.landlordRentalGuarantees.items) ?? [];
  const onContract = items.map(readGuarantee).filter((g) => g.contractId === id);
  const shown = onContract.find((g) => LIVE.includes(g.status)) ?? onContract[0] ?? null;
  const hasData = Boolean(mine.data ?? theirs.data);
  return (
    <div>
      <PageHeader title={t('guarantee-lifecycle.contract.heading')} />
      <LoadState
        hasData={hasData}
        isLoading={result.loading}
        error={result.error}
        translateError={translateLifecycleError}
      />
      {hasData && !shown && (
        <Card>
          <p>{t('guarantee-lifecycle.contract.none')}</p>
        </Card>
      )}
      {shown && (
        <>
          <Card>
            <p className="text-ink" data-testid="contract-guarantee-summary">
              <RouteLink to={paths.rentalGuarantee.href({ id: shown.id })} className="underline">
                #{shown.id}
              </RouteLink>{' '}
              · {shown.tenantName} ·{' '}
              {t('guarantee-lifecycle.contract.amount', {
                amount: formatMoney(shown.amount, 'ISK', i18n.language),
              })}{' '}
              · {t(lifecycleStatusKey(shown.status))}
            </p>
          </Card>
          <GuaranteeLifecycleSection id={shown.id} />
        </>
      )}
    </div>
  );
}

export const LandlordContractGuaranteePage = () => <ContractGuaranteePage area="landlord" />;
export const TenantContractGuaranteePage = () => <ContractGuaranteePage area="tenant" />;
