import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ContractDetailDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { PageHeader } from '../../ui/Card';
import { LoadState } from '../../ui/ListState';
import { StatusLine } from '../../ui/StatusBadge';
import { enumKey } from '../../lib/enums';
import { OpenConversationButton } from '../../shell/OpenConversationButton';
import { ContractActions } from './ContractActions';
import { CollaboratorsPanel } from './collaborators/CollaboratorsPanel';
import { ContractSummary } from './ContractSummary';
import { AmenitiesSummary, MaintenanceSummary } from './steps/LeaseDetailsSummary';
import {
  CONTRACT_STATUS_TONES,
  contractListHref,
  contractName,
  getContractArea,
  pdfSignHref,
  readContractDetail,
  translateContractError,
} from './model';
import { Timeline } from './Timeline';
import { KeyHandoversPanel } from './payments/KeyHandoversPanel';
import { PrivateNotes } from './signing/PrivateNotes';
import { paths } from '../../app/paths';

/**
 * /landlords/rental-contracts/{id}, /tenants/... and /admin/...: the contract's summary, what the
 * viewer may do with it, and its timeline. A contract the viewer may not see is the 404 page.
 */
export function ContractPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const area = getContractArea(useLocation().pathname);
  const { data, loading, error } = useQuery(ContractDetailDocument, { variables: { id } });
  if (data && !data.contract) return <ErrorScreen status={404} />;
  if (!data?.contract)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateContractError}
      />
    );
  const c = readContractDetail(data.contract);
  const signing = pdfSignHref(area, c.id);
  return (
    <div>
      <RouteLink
        to={contractListHref(area)}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('contracts.web.back_to_list')}
      </RouteLink>
      <PageHeader
        title={contractName(t, c)}
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <ContractActions contract={c} listHref={contractListHref(area)} />
            {area !== 'admin' && <OpenConversationButton target={{ contractId: c.id }} />}
          </div>
        }
      />
      <div className="mb-6 flex flex-col gap-2">
        <StatusLine status={c.status} tones={CONTRACT_STATUS_TONES} labelPrefix="contracts.status">
          {c.signType && (
            <span className="text-sm text-ink-muted">
              {t(enumKey('contracts.sign_types', c.signType))}
            </span>
          )}
        </StatusLine>
        {c.committed && (
          <p className="text-sm text-ink-muted" data-testid="contract-read-only">
            {t('contracts.web.read_only')}
          </p>
        )}
        {area === 'admin' && (
          <RouteLink
            to={paths.adminContractBankInformation.href({ id: c.id })}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('contracts.payments.bank_link')}
          </RouteLink>
        )}
        {area === 'tenant' && c.committed && (
          <RouteLink
            to={paths.tenantContractMoveIn.href({ id: c.id })}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('contracts.move_in.link')}
          </RouteLink>
        )}
        {area !== 'admin' && c.committed && (
          <RouteLink
            to={
              area === 'tenant'
                ? paths.tenantContractPayments.href({ id: c.id })
                : paths.landlordContractPayments.href({ id: c.id })
            }
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('payments.title')}
          </RouteLink>
        )}
        {/* The contract's move-in and move-out reports; the landlord side starts them there. */}
        {c.committed && area !== 'admin' && (
          <RouteLink
            to={
              area === 'tenant'
                ? paths.tenantContractInspectionReports.href({ id: c.id })
                : paths.landlordContractInspectionReports.href({ id: c.id })
            }
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('inspections.web.contract_link')}
          </RouteLink>
        )}
        {c.committed && area !== 'admin' && (
          <RouteLink
            to={
              area === 'tenant'
                ? paths.tenantContractGuarantee.href({ id: c.id })
                : paths.landlordContractGuarantee.href({ id: c.id })
            }
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('guarantee-lifecycle.contract.heading')}
          </RouteLink>
        )}
        {signing && c.committed && (
          <RouteLink
            to={signing}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('contracts.web.signing_link')}
          </RouteLink>
        )}
      </div>
      <ContractSummary contract={c}>
        <AmenitiesSummary contract={c} />
        <MaintenanceSummary contract={c} />
      </ContractSummary>
      <KeyHandoversPanel contractId={c.id} />
      <CollaboratorsPanel contractId={c.id} />
      <PrivateNotes contractId={c.id} />
      <Timeline contractId={c.id} />
    </div>
  );
}
