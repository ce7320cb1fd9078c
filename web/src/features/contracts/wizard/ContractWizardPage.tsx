import { useQuery } from '@apollo/client/react';
import { DEFAULT_CONTRACT_STEP, isContractStep, type ContractStep } from '@leiga/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContractDetailDocument } from '../../../__generated__/graphql';
import { useCurrentUser } from '../../../app/context';
import { RouteLink } from '../../../app/links';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { PageHeader } from '../../../ui/Card';
import { LoadState } from '../../../ui/ListState';
import { StatusBadge } from '../../../ui/StatusBadge';
import {
  CONTRACT_STATUS_TONES,
  contractHref,
  contractName,
  getUserContractArea,
  readContractDetail,
  toDomainContract,
  translateContractError,
  type ContractDetail,
} from '../model';
import { PartiesStep } from '../parts/PartiesStep';
import { PropertyPartsStep } from '../parts/PropertyPartsStep';
import { UtilitiesStep } from '../parts/UtilitiesStep';
import { PreviewStep } from './PreviewStep';
import { ReadOnlyStep } from './ReadOnlyStep';
import { StepList } from './StepList';
import { PaymentsStep } from '../payments/PaymentsStep';
import { RentStep } from './steps-money';
import { PeriodStep } from './steps-lease';
import { HouseRulesStep, ReportsStep } from './steps-rules';
import { SpecialTermsStep } from '../signing/SpecialTermsStep';
import { AmenitiesStep } from '../steps/AmenitiesStep';
import { MaintenanceStep } from '../steps/MaintenanceStep';

type StepForm = ComponentType<{
  contract: ContractDetail;
  domain: ReturnType<typeof toDomainContract>;
}>;

/** The steps whose fields contracts/{id}/ takes; the others are shown read-only for now. */
const FORMS: Partial<Record<ContractStep, StepForm>> = {
  property: PropertyPartsStep,
  parties: PartiesStep,
  utilities: UtilitiesStep,
  period: PeriodStep,
  'rent-and-securities': RentStep,
  payments: PaymentsStep,
  'house-rules': HouseRulesStep,
  'reports-and-documents': ReportsStep,
  'special-terms': SpecialTermsStep,
  amenities: AmenitiesStep,
  'maintenance-and-inspection': MaintenanceStep,
};

/**
 * /rental-contracts/{id} and /rental-contracts/{id}/edit/{step}: the step list and one step. The
 * route's guard turned an unknown step into the 404 page; a contract the viewer may not change
 * (committed, or read access) shows read-only; a contract they may not see is the 404 page.
 */
export function ContractWizardPage() {
  const { t } = useTranslation();
  const params = useParams();
  const user = useCurrentUser();
  const area = getUserContractArea(user);
  const id = params.id ?? '';
  const step: ContractStep = isContractStep(params.step) ? params.step : DEFAULT_CONTRACT_STEP;
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
  const contract = readContractDetail(data.contract);
  const domain = toDomainContract(contract);
  const Form = FORMS[step];
  let body;
  if (step === 'preview')
    body = (
      <PreviewStep
        contract={contract}
        domain={domain}
        area={area}
        isStaff={user?.isStaff === true}
      />
    );
  else if (!contract.viewerCanEdit)
    body = <ReadOnlyStep contract={contract} step={step} reason="read_only" />;
  else if (Form)
    // Keyed by step and contract: a step's form starts from what the contract has now.
    body = <Form key={`${step}-${contract.id}`} contract={contract} domain={domain} />;
  else body = <ReadOnlyStep contract={contract} step={step} reason="not_yet" />;
  return (
    // The steps are a full-screen page of their own (no layout margins); the contract's page
    // (/rental-contracts/{id}) sits in a layout that has them.
    <div className={params.step === undefined ? '' : 'mx-auto w-full max-w-6xl p-4 sm:px-6'}>
      <RouteLink
        to={contractHref(area, contract.id)}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('contracts.web.back_to_contract')}
      </RouteLink>
      <PageHeader
        title={contractName(t, contract)}
        actions={
          <StatusBadge
            status={contract.status}
            tones={CONTRACT_STATUS_TONES}
            labelPrefix="contracts.status"
          />
        }
      />
      {/* One column of minmax(0, 1fr) on a phone: the step list scrolls inside it instead of
          widening the page to its own length. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_1fr]">
        <StepList contractId={contract.id} validSteps={contract.validSteps} current={step} />
        <div>{body}</div>
      </div>
    </div>
  );
}
