import { useMutation } from '@apollo/client/react';
import {
  GUARANTEE_STAFF_DECISIONS,
  GUARANTEE_STAFF_REASON_LIMITS,
  STAFF_DECIDABLE_STATUSES,
  guaranteeStaffDecisionSchema,
  type GuaranteeStaffDecision as Decision,
  type GuaranteeStaffDecisionInput,
} from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DecideRentalGuaranteeDocument,
  type RentalGuaranteeFieldsFragment,
} from '../../../__generated__/graphql';
import { fromGraphEnum, toGraphEnum } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorText } from '../../../ui/ListState';
import { labelClass, textAreaClass } from '../../../ui/fields';
import { translateGuaranteeError } from '../model';

type Guarantee = Pick<RentalGuaranteeFieldsFragment, 'id' | 'status' | 'currentUserRole'> & {
  staffDecision: RentalGuaranteeFieldsFragment['staffDecision'];
};

/** "Declined by Leiga staff" with the reason: what the tenant (and staff) read on the guarantee. */
export function StaffDecisionNotice({ guarantee }: { guarantee: Guarantee }) {
  const { t } = useTranslation();
  const decided = guarantee.staffDecision;
  if (!decided) return null;
  return (
    <div
      role="note"
      data-testid="staff-decision"
      className="mb-4 rounded-xl border border-line bg-surface p-4"
    >
      <p className="font-semibold text-ink">
        {t(`guarantees.staff.decided_${fromGraphEnum(decided.decision)}`, {
          date: formatDate(decided.decidedAt),
        })}
      </p>
      <p className="mt-1 text-ink">
        {t('guarantees.staff.reason_shown', { reason: decided.reason })}
      </p>
      {decided.decidedByName && (
        <p className="mt-1 text-sm text-ink-muted">
          {t('guarantees.staff.decided_by', { name: decided.decidedByName })}
        </p>
      )}
    </div>
  );
}

/**
 * Staff approve or decline an application by hand, with a reason, after a confirmation; only
 * until the tenant commits (the api refuses later ones all the same).
 */
export function StaffDecisionPanel({ guarantee }: { guarantee: Guarantee }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [decide, { loading }] = useMutation(DecideRentalGuaranteeDocument);
  const [decision, setDecision] = useState<Decision>('approved');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<GuaranteeStaffDecisionInput | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  if (guarantee.currentUserRole !== 'STAFF') return null;
  if (!STAFF_DECIDABLE_STATUSES.includes(fromGraphEnum(guarantee.status))) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFormError(null);
    const parsed = guaranteeStaffDecisionSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setPending(parsed.data);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await decide({
        variables: {
          input: {
            id: guarantee.id,
            decision: toGraphEnum(pending.decision),
            reason: pending.reason,
          },
        },
      });
      setReason('');
      setSaved(true);
    } catch (error) {
      setFormError(translateGuaranteeError(t, error));
    }
    setPending(null);
  };

  return (
    <Card className="mt-4">
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <h2 className="text-lg font-semibold text-ink">{t('guarantees.staff.panel_title')}</h2>
        <p className="text-sm text-ink-muted">{t('guarantees.staff.panel_help')}</p>
        <fieldset className="flex flex-col gap-1.5">
          <legend className={labelClass}>{t('guarantees.staff.decision_label')}</legend>
          <div className="flex gap-4">
            {GUARANTEE_STAFF_DECISIONS.map((d) => (
              <label key={d} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="staff-decision"
                  value={d}
                  checked={decision === d}
                  onChange={() => setDecision(d)}
                />
                {t(d === 'approved' ? 'guarantees.staff.approve' : 'guarantees.staff.decline')}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={reasonId} className={labelClass}>
          {t('guarantees.staff.reason_label')}
        </label>
        <textarea
          id={reasonId}
          className={textAreaClass}
          rows={3}
          value={reason}
          maxLength={GUARANTEE_STAFF_REASON_LIMITS.max}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={Boolean(errors['reason'])}
          aria-describedby={`${reasonId}-hint`}
        />
        <p id={`${reasonId}-hint`} className="text-xs text-ink-muted">
          {t('guarantees.staff.reason_hint', GUARANTEE_STAFF_REASON_LIMITS)}
        </p>
        {errors['reason'] && <ErrorText>{t(errors['reason'])}</ErrorText>}
        {errors['decision'] && <ErrorText>{t(errors['decision'])}</ErrorText>}
        {formError && <ErrorText>{formError}</ErrorText>}
        {isSaved && (
          <p role="status" className="text-sm text-ink">
            {t('guarantees.staff.saved')}
          </p>
        )}
        <Button type="submit" isLoading={loading}>
          {t('guarantees.staff.submit')}
        </Button>
      </form>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t(`guarantees.staff.confirm_${pending?.decision ?? 'approved'}_title`)}
        text={t('guarantees.staff.confirm_text', { reason: pending?.reason ?? '' })}
        confirmLabel={t(
          pending?.decision === 'declined'
            ? 'guarantees.staff.decline'
            : 'guarantees.staff.approve',
        )}
        tone={pending?.decision === 'declined' ? 'danger' : 'primary'}
        isLoading={loading}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
