import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ContractDetailDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { enumKey } from '../../lib/enums';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { FormAlert } from '../../ui/form/FormKit';
import { PageHeader } from '../../ui/Card';
import { LoadState } from '../../ui/ListState';
import { StatusLine } from '../../ui/StatusBadge';
import { SummarySection } from './ContractSummary';
import { SigningSections } from './signing/SigningSections';
import {
  CONTRACT_STATUS_TONES,
  contractHref,
  contractName,
  getContractArea,
  getUserContractArea,
  readContractDetail,
  translateContractError,
} from './model';

/**
 * .../rental-contracts/{id}/pdf-sign and /rental-contracts/{id}/e-signature: where the signing
 * stands, as far as the api tells it (the state, how it is signed, who signs), each signer's
 * progress, the PDF and HMS registration.
 */
export function PdfSignPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // Also SPEC's /rental-contracts/{id}/e-signature, outside the role screens.
  const area = /\/rental-contracts\/[^/]+\/e-signature$/.test(pathname)
    ? getUserContractArea(user)
    : getContractArea(pathname);
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
  const signers = [...c.landlords, ...c.tenants];
  return (
    <div>
      <RouteLink
        to={contractHref(area, c.id)}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('contracts.web.back_to_contract')}
      </RouteLink>
      <PageHeader title={t('contracts.web.signing_title')} subtitle={contractName(t, c)} />
      <div className="flex flex-col gap-4">
        <StatusLine status={c.status} tones={CONTRACT_STATUS_TONES} labelPrefix="contracts.status">
          {c.signType && (
            <span className="text-sm text-ink-muted">
              {t(enumKey('contracts.sign_types', c.signType))}
            </span>
          )}
        </StatusLine>
        <FormAlert tone="info">
          {t(c.committed ? 'contracts.web.signing_committed' : 'contracts.web.signing_draft')}
        </FormAlert>
        <SummarySection
          title={t('contracts.web.signers')}
          rows={signers.map((p) => [t(enumKey('contracts.party_roles', p.role)), p.name])}
        />
        <SigningSections contractId={c.id} />
      </div>
    </div>
  );
}
