import { useMutation } from '@apollo/client/react';
import { keyTransactionSchema } from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddInspectionKeysDocument,
  RemoveInspectionKeysDocument,
} from '../../../__generated__/graphql';
import { enumKey, fromGraphEnum } from '../../../lib/enums';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FieldMessage, inputClass, labelClass } from '../../../ui/form/Field';
import { translateInspectionError } from '../model';
import {
  fieldErrors,
  KEY_RECIPIENTS,
  KEY_TYPES,
  translateCode,
  type StepsReport,
} from './step-model';

/** The keys step: which keys, how many, to whom; domain's schema judges the form first. */
export function KeysStep({ report }: { report: StepsReport }) {
  const { t } = useTranslation();
  const id = useId();
  const [keyType, setKeyType] = useState(KEY_TYPES[0]!);
  const [count, setCount] = useState('1');
  const [recipient, setRecipient] = useState(KEY_RECIPIENTS[0]!);
  const [recipientName, setRecipientName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<string | null>(null);
  const [add, adding] = useMutation(AddInspectionKeysDocument);
  const [remove, removal] = useMutation(RemoveInspectionKeysDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = keyTransactionSchema.safeParse({
      key_type: fromGraphEnum(keyType),
      count: count.trim() === '' ? Number.NaN : Number(count),
      recipient: fromGraphEnum(recipient),
      recipient_name: recipientName,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await add({
        variables: {
          input: {
            reportId: report.id,
            keyType,
            count: parsed.data.count,
            recipient,
            recipientName: parsed.data.recipient_name,
          },
        },
      });
      setRecipientName('');
      setCount('1');
    } catch (error) {
      toast.error(translateInspectionError(t, error));
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { input: { reportId: report.id, keyTransactionId: removing } } });
    } catch (error) {
      toast.error(translateInspectionError(t, error));
    }
    setRemoving(null);
  };

  const error = (field: string) => (errors[field] ? translateCode(t, errors[field]) : undefined);
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h1 id={`${id}-title`} className="text-xl font-semibold text-ink">
        {t('inspection-steps.keys.title')}
      </h1>
      <p className="text-sm text-ink-muted">{t('inspection-steps.keys.intro')}</p>
      {report.keyTransactions.length === 0 ? (
        <p data-testid="keys-empty" className="text-sm text-ink-muted">
          {t('inspection-steps.keys.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="key-list">
          {report.keyTransactions.map((k) => (
            <li
              key={k.id}
              className="flex items-center justify-between gap-2 rounded-lg bg-surface p-3"
            >
              <span>
                {t('inspection-steps.keys.row', {
                  count: k.count,
                  key: t(enumKey('inspection-steps.keys.types', k.keyType)),
                  name: `${k.recipientName} (${t(enumKey('inspection-steps.keys.recipients', k.recipient))})`,
                })}
              </span>
              {report.viewerCanEdit && (
                <Button variant="secondary" size="sm" onPress={() => setRemoving(k.id)}>
                  {t('inspection-steps.keys.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {report.viewerCanEdit && (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
          <label className={labelClass} htmlFor={`${id}-type`}>
            {t('inspection-steps.keys.key_type')}
          </label>
          <select
            id={`${id}-type`}
            className={inputClass}
            value={keyType}
            onChange={(e) => setKeyType(e.target.value as typeof keyType)}
          >
            {KEY_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(enumKey('inspection-steps.keys.types', v))}
              </option>
            ))}
          </select>
          <label className={labelClass} htmlFor={`${id}-count`}>
            {t('inspection-steps.keys.count')}
          </label>
          <input
            id={`${id}-count`}
            className={inputClass}
            inputMode="numeric"
            value={count}
            aria-invalid={errors.count ? true : undefined}
            aria-describedby={described('count')}
            onChange={(e) => setCount(e.target.value)}
          />
          <FieldMessage id={`${id}-count-error`} error={error('count')} />
          <label className={labelClass} htmlFor={`${id}-recipient`}>
            {t('inspection-steps.keys.recipient')}
          </label>
          <select
            id={`${id}-recipient`}
            className={inputClass}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value as typeof recipient)}
          >
            {KEY_RECIPIENTS.map((v) => (
              <option key={v} value={v}>
                {t(enumKey('inspection-steps.keys.recipients', v))}
              </option>
            ))}
          </select>
          <label className={labelClass} htmlFor={`${id}-name`}>
            {t('inspection-steps.keys.recipient_name')}
          </label>
          <input
            id={`${id}-name`}
            className={inputClass}
            value={recipientName}
            aria-invalid={errors.recipient_name ? true : undefined}
            aria-describedby={described('recipient_name')}
            onChange={(e) => setRecipientName(e.target.value)}
          />
          <FieldMessage id={`${id}-recipient_name-error`} error={error('recipient_name')} />
          <Button type="submit" isLoading={adding.loading}>
            {t('inspection-steps.keys.add')}
          </Button>
        </form>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('inspection-steps.keys.confirm_remove')}
        confirmLabel={t('inspection-steps.keys.remove')}
        isLoading={removal.loading}
        onConfirm={() => void onRemove()}
      />
    </section>
  );
}
