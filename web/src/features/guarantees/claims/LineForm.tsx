import { useMutation, useQuery } from '@apollo/client/react';
import { CLAIM_LINE_TYPES, claimLineSchema, type ClaimLineType } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GuaranteeMoveOutIssuesDocument,
  SaveGuaranteeClaimLineDocument,
} from '../../../__generated__/graphql';
import { toGraphEnum } from '../../../lib/enums';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ListState';
import { inputClass, labelClass } from '../../../ui/fields';
import { parseKronur, translateClaimError, type Claim } from './model';

/** Adds a line to a draft claim: its type, amount in whole krónur and what it is for. */
export function LineForm({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const [save, { loading }] = useMutation(SaveGuaranteeClaimLineDocument);
  const moveOut = useQuery(GuaranteeMoveOutIssuesDocument, {
    variables: { guaranteeId: claim.guaranteeId },
  });
  const issues = moveOut.data?.guaranteeMoveOutIssues ?? [];
  const [issueIds, setIssueIds] = useState<string[]>([]);
  const [type, setType] = useState<ClaimLineType>('damage');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = claimLineSchema.safeParse({
      type,
      amount: parseKronur(amount),
      description,
      inspection_issue_ids: issueIds.map(Number),
    });
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    try {
      await save({
        variables: {
          input: {
            guaranteeId: claim.guaranteeId,
            claimId: claim.id,
            type: toGraphEnum(parsed.data.type),
            amount: parsed.data.amount,
            description: parsed.data.description,
            inspectionIssueIds: parsed.data.inspection_issue_ids.map(String),
          },
        },
      });
      setAmount('');
      setDescription('');
      setIssueIds([]);
    } catch (error) {
      setFormError(translateClaimError(t, error));
    }
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <span role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t(errors[name]!)}
      </span>
    ) : null;

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('guarantee-claims.web.add_line')}
      className="flex flex-col gap-3"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="line-type" className={labelClass}>
            {t('guarantee-claims.web.line_type')}
          </label>
          <select
            id="line-type"
            className={inputClass}
            value={type}
            onChange={(e) => setType(e.target.value as ClaimLineType)}
          >
            {CLAIM_LINE_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`guarantee-claims.line_type.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="line-amount" className={labelClass}>
            {t('guarantee-claims.web.line_amount')}
          </label>
          <input
            id="line-amount"
            inputMode="numeric"
            className={inputClass}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          {fieldError('amount')}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="line-description" className={labelClass}>
          {t('guarantee-claims.web.line_description')}
        </label>
        <input
          id="line-description"
          className={inputClass}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {fieldError('description')}
      </div>
      {issues.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className={labelClass}>{t('guarantee-claims.web.move_out_issues')}</legend>
          {issues.map((issue) => (
            <label key={issue.id} className="flex items-center gap-2 text-ink">
              <input
                type="checkbox"
                checked={issueIds.includes(issue.id)}
                onChange={(e) =>
                  setIssueIds((ids) =>
                    e.target.checked ? [...ids, issue.id] : ids.filter((i) => i !== issue.id),
                  )
                }
              />
              {issue.description}
            </label>
          ))}
        </fieldset>
      )}
      {formError && <ErrorText>{formError}</ErrorText>}
      <Button type="submit" variant="secondary" isLoading={loading}>
        {t('guarantee-claims.web.add_line')}
      </Button>
    </form>
  );
}
