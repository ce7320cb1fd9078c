import { useMutation } from '@apollo/client/react';
import { CLAIM_RULING_BODIES, claimRulingSchema, type ClaimRulingBody } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PayGuaranteeClaimDocument,
  RecordGuaranteeClaimRulingDocument,
} from '../../../__generated__/graphql';
import { toGraphEnum } from '../../../lib/enums';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorText } from '../../../ui/ListState';
import { inputClass, labelClass } from '../../../ui/fields';
import { translateClaimError, type Claim } from './model';

/** Staff record the ruling a referred dispute received: who gave it, its reference, the award. */
function RulingForm({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const [record, { loading }] = useMutation(RecordGuaranteeClaimRulingDocument);
  const [body, setBody] = useState<ClaimRulingBody>('complaints_committee');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = claimRulingSchema.safeParse({
      body,
      reference,
      awarded_amount: amount.trim() === '' ? Number.NaN : Number(amount),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    if (parsed.data.awarded_amount > claim.totalAmount) {
      setErrors({ awarded_amount: 'guarantee-claims.validation.awarded_over_claim' });
      return;
    }
    setErrors({});
    try {
      await record({
        variables: {
          input: {
            guaranteeId: claim.guaranteeId,
            claimId: claim.id,
            body: toGraphEnum(parsed.data.body),
            reference: parsed.data.reference,
            awardedAmount: parsed.data.awarded_amount,
          },
        },
      });
    } catch (error) {
      setFormError(translateClaimError(t, error));
    }
  };

  const fieldError = (name: string) =>
    errors[name] ? <ErrorText>{t(errors[name])}</ErrorText> : null;
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="font-semibold text-ink">{t('guarantee-claims.web.ruling_title')}</h3>
      <p className="text-sm text-ink-muted">{t('guarantee-claims.web.ruling_help')}</p>
      <label className="flex flex-col gap-1.5">
        <span className={labelClass}>{t('guarantee-claims.web.ruling_body')}</span>
        <select
          className={inputClass}
          value={body}
          onChange={(e) => setBody(e.target.value as ClaimRulingBody)}
        >
          {CLAIM_RULING_BODIES.map((b) => (
            <option key={b} value={b}>
              {t(`guarantee-claims.ruling_body.${b}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5">
        <span className={labelClass}>{t('guarantee-claims.web.ruling_reference')}</span>
        <input
          className={inputClass}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          aria-invalid={Boolean(errors['reference'])}
        />
      </label>
      {fieldError('reference')}
      <label className="flex flex-col gap-1.5">
        <span className={labelClass}>{t('guarantee-claims.web.ruling_amount')}</span>
        <input
          className={inputClass}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^0-9]/g, ''))}
          aria-invalid={Boolean(errors['awarded_amount'])}
        />
      </label>
      {fieldError('awarded_amount')}
      {formError && <ErrorText>{formError}</ErrorText>}
      <Button type="submit" isLoading={loading}>
        {t('guarantee-claims.web.ruling_save')}
      </Button>
    </form>
  );
}

/** Staff pay an accepted claim from the guarantee, after a confirmation. */
function PayButton({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const [pay, { loading }] = useMutation(PayGuaranteeClaimDocument);
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await pay({ variables: { input: { guaranteeId: claim.guaranteeId, claimId: claim.id } } });
      setOpen(false);
    } catch (caught) {
      setOpen(false);
      setError(translateClaimError(t, caught));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button onPress={() => setOpen(true)}>{t('guarantee-claims.web.pay')}</Button>
      {error && <ErrorText>{error}</ErrorText>}
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('guarantee-claims.web.pay_title')}
        text={t('guarantee-claims.web.pay_text')}
        confirmLabel={t('guarantee-claims.web.pay')}
        tone="primary"
        isLoading={loading}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

/** What staff may do with a claim: pay it once accepted, record the ruling on a dispute. */
export function StaffClaimPanel({ claim }: { claim: Claim }) {
  if (claim.currentUserRole !== 'STAFF') return null;
  if (claim.status === 'ACCEPTED') return <PayButton claim={claim} />;
  if (claim.status === 'DISPUTED') return <RulingForm claim={claim} />;
  return null;
}
