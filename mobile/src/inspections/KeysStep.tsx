import { useMutation } from '@apollo/client/react';
import {
  KEY_RECIPIENTS,
  KEY_TYPES,
  keyTransactionSchema,
  type KeyRecipient,
  type KeyType,
} from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileAddInspectionKeysDocument,
  MobileRemoveInspectionKeysDocument,
  type InspectionKeyRecipient,
  type InspectionKeyType,
  type MobileInspectionReportFragment,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { ConfirmPanel } from '../ui/ConfirmPanel';
import { errorText } from '../ui/errors';
import { Field } from '../ui/Field';
import { ChoiceButtons } from './ChoiceButtons';
import { graphFieldErrors, schemaFieldErrors } from './field-errors';
import { ErrorText } from '../ui/Message';

type Props = {
  reportId: string;
  keys: MobileInspectionReportFragment['keyTransactions'];
  isEditable: boolean;
  t: TFunction;
};

const EMPTY = { keyType: null, count: '', recipient: null, recipientName: '' };

/** The keys step: which keys changed hands, how many and to whom, checked by domain's rule. */
export function KeysStep({ reportId, keys, isEditable, t }: Props) {
  const theme = useTheme();
  const [form, setForm] = useState<{
    keyType: KeyType | null;
    count: string;
    recipient: KeyRecipient | null;
    recipientName: string;
  }>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [addKeys, { loading }] = useMutation(MobileAddInspectionKeysDocument);
  const [removeKeys, removing] = useMutation(MobileRemoveInspectionKeysDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const fieldError = (field: string) => {
    const key = fieldErrors[field];
    return <ErrorText text={key ? t(key) : null} />;
  };

  async function save() {
    setError(null);
    const checked = keyTransactionSchema.safeParse({
      key_type: form.keyType,
      count: form.count.trim() === '' ? Number.NaN : Number(form.count),
      recipient: form.recipient,
      recipient_name: form.recipientName,
    });
    if (!checked.success) {
      setFieldErrors(schemaFieldErrors(checked.error));
      return;
    }
    setFieldErrors({});
    const { key_type, count, recipient, recipient_name } = checked.data;
    try {
      await addKeys({
        variables: {
          input: {
            reportId,
            keyType: key_type.toUpperCase() as InspectionKeyType,
            count,
            recipient: recipient.toUpperCase() as InspectionKeyRecipient,
            recipientName: recipient_name,
          },
        },
      });
      setForm(EMPTY);
    } catch (failure) {
      const fields = graphFieldErrors(failure);
      if (Object.keys(fields).length > 0) setFieldErrors(fields);
      else setError(errorText(t, failure));
    }
  }

  async function remove(keyTransactionId: string) {
    setError(null);
    try {
      await removeKeys({ variables: { input: { reportId, keyTransactionId } } });
      setConfirming(null);
    } catch (failure) {
      setConfirming(null);
      setError(errorText(t, failure));
    }
  }

  const rowText = (row: Props['keys'][number]) =>
    t('inspection-steps.keys.row', {
      count: row.count,
      key: t(`inspection-steps.keys.types.${row.keyType.toLowerCase()}`),
      name: row.recipientName,
    });

  return (
    <View style={styles.step}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('inspection-steps.keys.title')}
      </Text>
      {keys.length === 0 ? (
        <Text style={{ color: theme.muted }}>{t('inspection-steps.keys.empty')}</Text>
      ) : null}
      {keys.map((row) => (
        <View key={row.id} testID={`keys-${row.id}`} style={styles.row}>
          <Text style={{ color: theme.text }}>{rowText(row)}</Text>
          {isEditable && confirming === row.id ? (
            <ConfirmPanel
              text={t('inspection-steps.keys.confirm_remove')}
              confirmLabel={t('mobile.inspections.keys_remove_yes')}
              cancelLabel={t('inspection-signing.page.cancel')}
              busy={removing.loading}
              onConfirm={() => void remove(row.id)}
              onCancel={() => setConfirming(null)}
            />
          ) : isEditable ? (
            <Button
              variant="secondary"
              label={t('inspection-steps.keys.remove')}
              hint={rowText(row)}
              onPress={() => {
                setError(null);
                setConfirming(row.id);
              }}
            />
          ) : null}
        </View>
      ))}
      {isEditable ? (
        <View style={styles.form}>
          <ChoiceButtons
            label={t('inspection-steps.keys.key_type')}
            choices={KEY_TYPES.map((value) => ({
              value,
              label: t(`inspection-steps.keys.types.${value}`),
            }))}
            value={form.keyType}
            onChange={(keyType) => setForm({ ...form, keyType })}
          />
          {fieldError('key_type')}
          <Field
            label={t('inspection-steps.keys.count')}
            keyboardType="number-pad"
            value={form.count}
            onChangeText={(count) => setForm({ ...form, count })}
          />
          {fieldError('count')}
          <ChoiceButtons
            label={t('inspection-steps.keys.recipient')}
            choices={KEY_RECIPIENTS.map((value) => ({
              value,
              label: t(`inspection-steps.keys.recipients.${value}`),
            }))}
            value={form.recipient}
            onChange={(recipient) => setForm({ ...form, recipient })}
          />
          {fieldError('recipient')}
          <Field
            label={t('inspection-steps.keys.recipient_name')}
            value={form.recipientName}
            onChangeText={(recipientName) => setForm({ ...form, recipientName })}
          />
          {fieldError('recipient_name')}
          <ErrorText text={error} />
          <Button
            label={t('inspection-steps.keys.add')}
            busy={loading}
            onPress={() => void save()}
          />
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  step: { gap: 8 },
  heading: { fontSize: 18, fontWeight: '600' },
  form: { gap: 8 },
  row: { gap: 6 },
});
