import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LatestContractsDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { Spinner } from '../../ui/Card';
import { ErrorText } from '../../ui/ListState';
import { ContractRow } from './ContractRow';
import {
  contractHref,
  contractListHref,
  readContractRows,
  translateContractError,
  type ContractArea,
} from './model';

/** How many contracts the home dashboards show (issue #14: the two latest). */
const HOME_CONTRACTS = 2;

function LatestContracts({ area }: { area: Exclude<ContractArea, 'admin'> }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(LatestContractsDocument, {
    variables: { pageSize: HOME_CONTRACTS },
  });
  const list = readContractRows(data?.contracts);
  return (
    <section aria-labelledby="home-contracts" className="mt-10">
      <div className="mb-4 flex items-end justify-between gap-3">
        <h2 id="home-contracts" className="text-xl font-semibold text-ink">
          {t('contracts.web.home_title')}
        </h2>
        <RouteLink
          to={contractListHref(area)}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('contracts.web.see_all')}
        </RouteLink>
      </div>
      {loading && !data && <Spinner label={t('common.status.loading')} />}
      {error && !data && <ErrorText>{translateContractError(t, error)}</ErrorText>}
      {list &&
        (list.items.length === 0 ? (
          <p className="text-ink-muted">{t('contracts.web.home_empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.items.map((c) => (
              <ContractRow key={c.id} contract={c} to={contractHref(area, c.id)} />
            ))}
          </ul>
        ))}
    </section>
  );
}

export function LandlordContractsHome() {
  return <LatestContracts area="landlord" />;
}

export function TenantContractsHome() {
  return <LatestContracts area="tenant" />;
}
