import { useMutation } from '@apollo/client/react';
import { UTILITY_TAGS, checkContractUtility, meterReadingInputSchema } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AddMeterReadingDocument,
  LogContractStepDocument,
  RemoveMeterReadingDocument,
  UpdateContractUtilitiesDocument,
  type ContractParts_ContractFragment,
  type ContractUtilityTag,
} from '../../../__generated__/graphql';
import { useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormAlert } from '../../../ui/form/FormKit';
import { FieldNamespace } from '../../../ui/form/messages';
import type { ContractDetail } from '../model';
import { getNextStep } from '../wizard/patch';
import { useContractParts } from './PropertyPartsStep';
import { issuesByPath, useFieldErrors } from './useFieldErrors';

type Utility = ContractParts_ContractFragment['utilities'][number];
type Tag = (typeof UTILITY_TAGS)[number];
type Row = { tag: Tag; name: string; price: string; paidByTenant: boolean };

const toPrice = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** A utility's meter readings: listed, added (number, value, day) and removed. */
function MeterReadings({ utility }: { utility: Utility }) {
  const { t } = useTranslation();
  const [meterNumber, setMeterNumber] = useState('');
  const [value, setValue] = useState('');
  const [readAt, setReadAt] = useState('');
  const [add, adding] = useMutation(AddMeterReadingDocument);
  const [remove] = useMutation(RemoveMeterReadingDocument);
  const errors = useFieldErrors();
  const onAdd = async () => {
    errors.clear();
    const body = { meter_number: meterNumber, value: toPrice(value), read_at: readAt };
    const checked = meterReadingInputSchema.safeParse(body);
    if (!checked.success) {
      const byPath = issuesByPath(checked.error.issues);
      errors.setFields({
        meterNumber: byPath.meter_number ?? '',
        value: byPath.value ?? '',
        readAt: byPath.read_at ?? '',
      });
      return;
    }
    try {
      await add({
        variables: {
          input: {
            utilityId: utility.id!,
            meterNumber: checked.data.meter_number,
            value: checked.data.value,
            readAt: checked.data.read_at,
          },
        },
      });
      setMeterNumber('');
      setValue('');
    } catch (error) {
      errors.fromError(error);
    }
  };
  const e = errors.fields;
  return (
    <div className="flex flex-col gap-2 pl-4" data-testid={`readings-${utility.tag}`}>
      <ul className="text-sm text-ink">
        {utility.meterReadings.map((r) => (
          <li key={r.id} className="flex items-center gap-2">
            {t('contracts.parts.reading_line', {
              meter: r.meterNumber,
              value: r.value,
              date: r.readAt,
            })}
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('contracts.parts.remove_reading', { meter: r.meterNumber })}
              onPress={() => void remove({ variables: { input: { id: r.id! } } })}
            >
              {t('common.actions.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-4 sm:items-end">
        <Field label={t('contracts.parts.meter_number')} error={e.meterNumber || undefined}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={meterNumber}
              onChange={(ev) => setMeterNumber(ev.target.value)}
            />
          )}
        </Field>
        <Field label={t('contracts.parts.meter_value')} error={e.value || undefined}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={value}
              onChange={(ev) => setValue(ev.target.value)}
            />
          )}
        </Field>
        <Field label={t('contracts.parts.read_at')} error={e.readAt || undefined}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={readAt}
              onChange={(ev) => setReadAt(ev.target.value)}
            />
          )}
        </Field>
        <Button
          size="sm"
          variant="secondary"
          isLoading={adding.loading}
          onPress={() => void onAdd()}
        >
          {t('contracts.parts.add_reading')}
        </Button>
      </div>
      {errors.formError && <FormAlert>{errors.formError}</FormAlert>}
    </div>
  );
}

/**
 * Utilities: housefund, electricity, heating and other, each with its price and who pays; the
 * meter readings of those saved. Continue saves the four, checked by domain's utility rule.
 */
export function UtilitiesStep({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { parts } = useContractParts(contract.id);
  if (!parts) return <p className="text-sm text-ink-muted">{t('common.status.loading')}</p>;
  const rows = UTILITY_TAGS.map((tag): Row => {
    const u = parts.utilities.find((x) => x.tag.toLowerCase() === tag);
    return {
      tag,
      name: u?.name ?? '',
      price: u?.price?.toString() ?? '',
      paidByTenant: u?.paidByTenant ?? false,
    };
  });
  return (
    <UtilitiesForm
      key={JSON.stringify(rows)}
      contractId={contract.id}
      initial={rows}
      utilities={parts.utilities}
      onSaved={() =>
        void navigate(
          localize(paths.contractStep.href({ id: contract.id, step: getNextStep('utilities') })),
        )
      }
    />
  );
}

function UtilitiesForm({
  contractId,
  initial,
  utilities,
  onSaved,
}: {
  contractId: string;
  initial: Row[];
  utilities: Utility[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(initial);
  const [save, saving] = useMutation(UpdateContractUtilitiesDocument);
  const [logStep] = useMutation(LogContractStepDocument);
  const errors = useFieldErrors();
  const change = (tag: Tag, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.tag === tag ? { ...r, ...patch } : r)));

  const onContinue = async () => {
    errors.clear();
    const local: Record<string, string> = {};
    rows.forEach((r, i) => {
      for (const issue of checkContractUtility({
        utility: { tag: r.tag },
        price: toPrice(r.price),
        paid_by_tenant: r.paidByTenant,
      }))
        local[`utilities.${i}.${issue.field}`] = issue.code;
    });
    if (Object.keys(local).length > 0) {
      errors.setFields(local);
      return;
    }
    try {
      await save({
        variables: {
          input: {
            id: contractId,
            utilities: rows.map((r) => ({
              tag: r.tag.toUpperCase() as ContractUtilityTag,
              name: r.tag === 'other' && r.name.trim() ? r.name.trim() : null,
              price: toPrice(r.price),
              paidByTenant: r.paidByTenant,
            })),
          },
        },
      });
      await logStep({
        variables: { input: { id: contractId, stepName: 'utilities', isValid: true } },
      });
      onSaved();
    } catch (error) {
      errors.fromError(error);
    }
  };

  return (
    <FieldNamespace.Provider value="contracts">
      <div className="flex flex-col gap-5">
        <h2 className="text-xl font-semibold text-ink">{t('contracts.steps.utilities')}</h2>
        {rows.map((r, i) => {
          const saved = utilities.find((u) => u.tag.toLowerCase() === r.tag);
          return (
            <fieldset
              key={r.tag}
              className="flex flex-col gap-3 rounded-xl border border-line p-4"
              data-testid={`utility-${r.tag}`}
            >
              <legend className="px-1 font-semibold text-ink">
                {t(`contracts.utilities.${r.tag}`)}
              </legend>
              {r.tag === 'other' && (
                <Field
                  label={t('contracts.parts.utility_name')}
                  error={errors.fields[`utilities.${i}.name`]}
                >
                  {(props) => (
                    <input
                      {...props}
                      value={r.name}
                      onChange={(ev) => change(r.tag, { name: ev.target.value })}
                    />
                  )}
                </Field>
              )}
              <Field
                label={t('contracts.parts.utility_price')}
                error={errors.fields[`utilities.${i}.price`]}
              >
                {(props) => (
                  <input
                    {...props}
                    inputMode="numeric"
                    value={r.price}
                    onChange={(ev) => change(r.tag, { price: ev.target.value })}
                  />
                )}
              </Field>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={r.paidByTenant}
                  onChange={(ev) => change(r.tag, { paidByTenant: ev.target.checked })}
                />
                {t('contracts.parts.paid_by_tenant')}
              </label>
              {saved?.id && <MeterReadings utility={saved} />}
            </fieldset>
          );
        })}
        {errors.formError && <FormAlert>{errors.formError}</FormAlert>}
        <div>
          <Button isLoading={saving.loading} onPress={() => void onContinue()}>
            {t('common.actions.continue')}
          </Button>
        </div>
      </div>
    </FieldNamespace.Provider>
  );
}
