import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CreateInspectionReportDocument,
  InspectionContractDocument,
  type InspectionKind,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths } from '../../app/paths';
import { enumKey } from '../../lib/enums';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/ListState';
import { translateInspectionError } from './model';

/**
 * /inspection-reports/create?contract={id}: starts the contract's move-in report (the parties and
 * rooms come from the contract) or, once the move-in is committed, its move-out.
 */
export function CreateInspectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const contractId = params.get('contract') ?? '';
  const user = useCurrentUser();
  const { data, loading, error } = useQuery(InspectionContractDocument, {
    variables: { id: contractId },
    skip: !contractId,
  });
  const [create, creating] = useMutation(CreateInspectionReportDocument);
  const contract = data?.contract;
  if (!contractId || (data && !contract))
    return (
      <div className="mx-auto max-w-xl p-4">
        <PageHeader title={t('inspections.web.create_title')} />
        <EmptyState
          title={t('inspections.web.no_contract')}
          action={
            <RouteLink
              to={
                user?.userType === 'TENANT'
                  ? paths.tenantContracts.href()
                  : paths.landlordContracts.href()
              }
              className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('inspections.web.open_contracts')}
            </RouteLink>
          }
        />
      </div>
    );
  if (!contract)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateInspectionError}
      />
    );
  const start = async (kind: InspectionKind) => {
    try {
      const result = await create({ variables: { input: { contractId, kind } } });
      const id = result.data?.createInspectionReport.id;
      if (id) await navigate(localize(paths.inspectionReport.href({ id })));
    } catch (e) {
      toast.error(translateInspectionError(t, e));
    }
  };
  const address = contract.realEstate?.address;
  const hasCommittedMoveIn = contract.inspectionReports.some(
    (r) => r.kind === 'MOVE_IN' && r.status !== 'DRAFT',
  );
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <PageHeader
        title={t('inspections.web.create_title')}
        subtitle={address ? `${address.street}, ${address.postalCode}` : undefined}
      />
      <p className="text-ink-muted">{t('inspections.web.create_text')}</p>
      <div className="flex flex-wrap gap-2">
        <Button isLoading={creating.loading} onPress={() => void start('MOVE_IN')}>
          {t('inspections.web.start_move_in')}
        </Button>
        {hasCommittedMoveIn && (
          <Button variant="secondary" onPress={() => void start('MOVE_OUT')}>
            {t('inspections.web.start_move_out')}
          </Button>
        )}
      </div>
      {contract.inspectionReports.length > 0 && (
        <section aria-labelledby="existing-reports">
          <h2 id="existing-reports" className="mb-2 font-semibold text-ink">
            {t('inspections.web.existing')}
          </h2>
          <ul className="flex flex-col gap-1">
            {contract.inspectionReports.map((r) => (
              <li key={r.id}>
                <RouteLink
                  to={paths.inspectionReport.href({ id: r.id })}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {t(enumKey('inspections.kinds', r.kind))} ·{' '}
                  {t(enumKey('inspections.status', r.status))}
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
