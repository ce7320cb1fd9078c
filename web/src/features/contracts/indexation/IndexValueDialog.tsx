import { useMutation } from '@apollo/client/react';
import { indexValueCreateSchema, type IndexValueCreate } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddIndexValueDocument, CorrectIndexValueDocument } from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DialogActions, DialogFrame } from '../../../ui/DialogFrame';
import { NumberField, TextField } from '../../../ui/form/controlled';
import { FormError, SubmitButton, useServerSubmit } from '../../../ui/form/FormKit';
import { FieldNamespace } from '../../../ui/form/messages';
import { applyServerFieldErrors } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/zod-form';
import { translateGraphError } from '../../../ui/graph-errors';
import { formatIndexMonth, formatIndexValue } from './model';

const FIELDS = ['month_key', 'value', 'source'] as const;
const REFETCH = ['IndexValues'];

/** The value being corrected, as the list shows it. */
export type RecordedIndexValue = { monthKey: string; value: number; source: string };

/**
 * Add a month's published CPI value, or correct a recorded one (its month fixed). A correction
 * asks before it overwrites: leases indexed on that month change with it.
 */
export function IndexValueDialog({
  recorded,
  suggestedMonth,
  onClose,
}: {
  /** The value to correct; a new month when absent. */
  recorded?: RecordedIndexValue;
  suggestedMonth: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(indexValueCreateSchema, {
    defaultValues: recorded
      ? { month_key: recorded.monthKey, value: recorded.value, source: recorded.source }
      : { month_key: suggestedMonth, source: '' },
  });
  const [pending, setPending] = useState<IndexValueCreate | null>(null);
  const [add] = useMutation(AddIndexValueDocument, { refetchQueries: REFETCH });
  const [correct, correcting] = useMutation(CorrectIndexValueDocument, {
    refetchQueries: REFETCH,
  });
  const done = (values: IndexValueCreate) => {
    toast.success(
      t('contracts.indexation.saved', { month: formatIndexMonth(values.month_key, t) }),
    );
    onClose();
  };
  const onSubmit = useServerSubmit(form, async (values) => {
    if (recorded) {
      setPending(values);
      return;
    }
    await add({
      variables: {
        input: { monthKey: values.month_key, value: values.value, source: values.source },
      },
    });
    done(values);
  });
  const onConfirmCorrection = async () => {
    if (!pending) return;
    try {
      await correct({
        variables: {
          input: { monthKey: pending.month_key, value: pending.value, source: pending.source },
        },
      });
      setPending(null);
      done(pending);
    } catch (error) {
      setPending(null);
      if (!applyServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', { type: 'server', message: translateGraphError(t, error) });
    }
  };
  const month = recorded ? formatIndexMonth(recorded.monthKey, t) : null;
  return (
    <>
      <DialogFrame
        isOpen={pending === null}
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={
          month
            ? t('contracts.indexation.correct_title', { month })
            : t('contracts.indexation.add_title')
        }
      >
        <FieldNamespace.Provider value="contracts.indexation">
          <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4" noValidate>
            <FormError control={form.control} />
            {!recorded && (
              <TextField
                control={form.control}
                name="month_key"
                label={t('contracts.indexation.fields.month')}
                hint={t('contracts.indexation.fields.month_hint')}
                placeholder="2026M01"
                isRequired
              />
            )}
            <NumberField
              control={form.control}
              name="value"
              label={t('contracts.indexation.fields.value')}
              hint={t('contracts.indexation.fields.value_hint')}
            />
            <TextField
              control={form.control}
              name="source"
              label={t('contracts.indexation.fields.source')}
              hint={t('contracts.indexation.fields.source_hint')}
              maxLength={300}
              isRequired
            />
            <DialogActions className="">
              <Button variant="secondary" onPress={onClose}>
                {t('common.actions.cancel')}
              </Button>
              <SubmitButton control={form.control}>
                {recorded ? t('contracts.indexation.correct') : t('contracts.indexation.add')}
              </SubmitButton>
            </DialogActions>
          </form>
        </FieldNamespace.Provider>
      </DialogFrame>
      {recorded && pending && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setPending(null)}
          title={t('contracts.indexation.overwrite_title', { month })}
          text={t('contracts.indexation.overwrite_text', {
            old: formatIndexValue(recorded.value, i18n.language),
            new: formatIndexValue(pending.value, i18n.language),
          })}
          confirmLabel={t('contracts.indexation.overwrite')}
          tone="danger"
          isLoading={correcting.loading}
          onConfirm={() => void onConfirmCorrection()}
        />
      )}
    </>
  );
}
