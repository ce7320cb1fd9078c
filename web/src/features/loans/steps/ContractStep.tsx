import { useMutation, useQuery } from '@apollo/client/react';
import { attachLoanContractSchema } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachLoanContractDocument, LoanContractsDocument } from '../../../__generated__/graphql';
import { LoadState } from '../../../ui/ListState';
import { inputClass, labelClass } from '../../../ui/fields';
import { getIssueFields } from '../model';
import { LockedNote, StepActions, useStepSave, type StepProps } from './step-kit';

/** The rental-contract step: the lease the loan is for, one the applicant is a tenant on. */
export function ContractStep({ loan }: StepProps) {
  const { t } = useTranslation();
  const contracts = useQuery(LoanContractsDocument);
  const [attach] = useMutation(AttachLoanContractDocument);
  const [contractId, setContractId] = useState(loan.contractId ?? '');
  const { fieldErrors, setFieldErrors, formError, isBusy, save } = useStepSave(
    loan,
    'loan-configuration',
  );
  const items = contracts.data?.contracts.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = attachLoanContractSchema.safeParse({
      contract_id: contractId ? Number(contractId) : undefined,
    });
    if (!parsed.success) return setFieldErrors(getIssueFields(parsed.error.issues));
    void save(() =>
      attach({
        variables: { input: { loanId: loan.id, contractId: String(parsed.data.contract_id) } },
      }),
    );
  };

  const error = fieldErrors['contract_id'];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <LockedNote loan={loan} />
      <p className="text-ink-muted">{t('loans.contract.intro')}</p>
      <LoadState
        hasData={Boolean(contracts.data)}
        isLoading={contracts.loading}
        error={contracts.error}
      />
      {contracts.data && items.length === 0 ? (
        <p className="text-ink">{t('loans.contract.none')}</p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="loan-contract" className={labelClass}>
            {t('loans.contract.label')}
          </label>
          <select
            id="loan-contract"
            className={inputClass}
            value={contractId}
            disabled={!loan.isEditable}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'loan-contract-error' : undefined}
            onChange={(e) => setContractId(e.target.value)}
          >
            <option value="">{t('loans.contract.choose')}</option>
            {items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.realEstate
                  ? t('loans.contract.option', {
                      id: c.id,
                      address: `${c.realEstate.address.street}, ${c.realEstate.address.postalCode}`,
                    })
                  : t('loans.contract.option_no_address', { id: c.id })}
              </option>
            ))}
          </select>
          {error && (
            <span
              id="loan-contract-error"
              role="alert"
              className="text-sm text-red-700 dark:text-red-400"
            >
              {t(error)}
            </span>
          )}
        </div>
      )}
      <StepActions loan={loan} back="review" formError={formError} isBusy={isBusy} />
    </form>
  );
}
