import { useMutation } from '@apollo/client/react';
import { SIGN_TYPES, getStepsBlockingCommit, type Contract, type SignType } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommitContractDocument } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { toGraphEnum } from '../../../lib/enums';
import { toast } from '../../../shell/toast-store';
import { Button, buttonClass } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/form/FormKit';
import { ContractActions, CONTRACT_REFETCH } from '../ContractActions';
import { ContractSummary } from '../ContractSummary';
import { IndexedRentPreview } from '../indexation/IndexedRentPreview';
import { AmenitiesSummary, MaintenanceSummary } from '../steps/LeaseDetailsSummary';
import {
  contractListHref,
  pdfSignHref,
  translateContractError,
  type ContractArea,
  type ContractDetail,
} from '../model';

/**
 * Preview, the signing step: every section read-only, the steps still in the way, then commit
 * (electronic or paper signing) in a confirmation. Signing itself needs a committed contract.
 */
export function PreviewStep({
  contract: c,
  domain,
  area,
  isStaff,
}: {
  contract: ContractDetail;
  domain: Contract;
  area: ContractArea;
  /** Staff may skip the signers' electronic-ID check. */
  isStaff: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [signType, setSignType] = useState<SignType>('electronic');
  const [skipIdCheck, setSkipIdCheck] = useState(false);
  const [commit, committing] = useMutation(CommitContractDocument, {
    refetchQueries: CONTRACT_REFETCH,
  });
  const blocking = getStepsBlockingCommit(domain);
  const signingHref = pdfSignHref(area, c.id);
  const canCommit = c.status === 'DRAFT' && c.viewerAccess === 'EDIT' && blocking.length === 0;
  const onCommit = async () => {
    try {
      await commit({
        variables: {
          input: { id: c.id, signType: toGraphEnum(signType), skipIdCheck: isStaff && skipIdCheck },
        },
      });
      toast.success(t('contracts.web.committed'));
    } catch (error) {
      toast.error(translateContractError(t, error));
    } finally {
      setOpen(false);
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-xl font-semibold text-ink">{t('contracts.steps.preview')}</h2>
      {c.status === 'DRAFT' && blocking.length > 0 && (
        <FormAlert>
          <p>{t('contracts.errors.steps_invalid')}</p>
          <ul className="mt-2 list-disc pl-5" data-testid="blocking-steps">
            {blocking.map((step) => (
              <li key={step}>
                <RouteLink
                  to={paths.contractStep.href({ id: c.id, step })}
                  className="font-medium underline"
                >
                  {t(`contracts.steps.${step}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </FormAlert>
      )}
      <ContractSummary contract={c}>
        <AmenitiesSummary contract={c} />
        <MaintenanceSummary contract={c} />
      </ContractSummary>
      <IndexedRentPreview contractId={c.id} domain={domain} />
      <div className="flex flex-wrap items-center gap-3">
        {c.status === 'DRAFT' && c.viewerAccess === 'EDIT' && (
          <Button isDisabled={!canCommit} onPress={() => setOpen(true)}>
            {t('contracts.actions.commit')}
          </Button>
        )}
        {c.committed && (
          <>
            {signingHref && (
              <RouteLink to={signingHref} className={buttonClass('primary')}>
                {t('contracts.web.sign')}
              </RouteLink>
            )}
            <ContractActions contract={c} listHref={contractListHref(area)} />
          </>
        )}
        {!c.committed && (
          <span className="text-sm text-ink-muted">{t('contracts.validation.not_committed')}</span>
        )}
      </div>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('contracts.web.commit_title')}
        text={t('contracts.web.commit_text')}
        confirmLabel={t('contracts.actions.commit')}
        tone="primary"
        isLoading={committing.loading}
        onConfirm={() => void onCommit()}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">
            {t('contracts.fields.sign_type')}
          </legend>
          {SIGN_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-3 text-sm text-ink">
              <input
                type="radio"
                name="sign-type"
                value={type}
                checked={signType === type}
                onChange={() => setSignType(type)}
                className="size-4 accent-brand-700"
              />
              {t(`contracts.sign_types.${type}`)}
            </label>
          ))}
        </fieldset>
        {isStaff && (
          <label className="flex items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              checked={skipIdCheck}
              onChange={(e) => setSkipIdCheck(e.target.checked)}
              className="size-5 accent-brand-700"
            />
            {t('contracts.fields.skip_id_check')}
          </label>
        )}
      </ConfirmDialog>
    </div>
  );
}
