import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  UserRentalGuaranteesDocument,
  type RentalGuaranteeFieldsFragment,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { Card } from '../../../ui/Card';
import { LoadState } from '../../../ui/ListState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { GUARANTEE_STATUS_TONES, readGuarantee, translateGuaranteeError } from '../model';

function GuaranteeRows({ items }: { items: readonly RentalGuaranteeFieldsFragment[] }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0)
    return <p className="text-sm text-ink-muted">{t('guarantees.staff.user_empty')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((g) => (
        <li
          key={g.id}
          data-testid="user-guarantee"
          className="flex flex-wrap items-center gap-2 border-t border-line pt-2 first:border-t-0"
        >
          <StatusBadge
            status={g.status}
            tones={GUARANTEE_STATUS_TONES}
            labelPrefix="guarantees.status"
          />
          <RouteLink
            to={routes.rentalGuarantee.href({ id: g.id })}
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('guarantees.staff.user_row', {
              id: g.id,
              amount: formatMoney(g.amount, 'ISK', i18n.language),
            })}
          </RouteLink>
          <span className="text-sm text-ink-muted">
            {t('guarantees.staff.user_row_tenant', { name: g.tenantName })}
            {' · '}
            {g.contractId
              ? t('guarantees.web.for_contract', { id: g.contractId })
              : t('guarantees.web.planned_lease')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The admin user page's record of a user's rental guarantees: as the tenant and as the landlord. */
export function AdminUserGuarantees({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(UserRentalGuaranteesDocument, {
    variables: { userId },
  });
  const record = data?.userRentalGuarantees;
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold text-ink">{t('guarantees.staff.user_title')}</h2>
      {!record && (
        <LoadState
          hasData={false}
          isLoading={loading}
          error={error}
          translateError={translateGuaranteeError}
        />
      )}
      {record && (
        <div className="flex flex-col gap-4">
          <section>
            <h3 className="mb-1 font-semibold text-ink">
              {t('guarantees.staff.as_tenant', { count: record.asTenant.count })}
            </h3>
            <GuaranteeRows items={record.asTenant.items.map(readGuarantee)} />
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-ink">
              {t('guarantees.staff.as_landlord', { count: record.asLandlord.count })}
            </h3>
            <GuaranteeRows items={record.asLandlord.items.map(readGuarantee)} />
          </section>
        </div>
      )}
    </Card>
  );
}

/** The section below the admin user page (composed in routes.ts): the user of the page's path. */
export function AdminUserGuaranteesSection() {
  const { id = '' } = useParams();
  return (
    <div className="mt-4">
      <AdminUserGuarantees userId={id} />
    </div>
  );
}
