import { useMutation } from '@apollo/client/react';
import { meterReadingPatchSchema } from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadInspectionMeterDocument } from '../../../__generated__/graphql';
import { enumKey } from '../../../lib/enums';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { FieldMessage, inputClass, labelClass } from '../../../ui/form/Field';
import { translateInspectionError } from '../model';
import { AddMeterForm } from './AddMeterForm';
import { translateCode, type StepsReport } from './step-model';

type Meter = StepsReport['meterReadings'][number];

/** A reading as typed: a decimal comma or point, empty for none. */
function parseReading(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

function MeterRow({
  reportId,
  meter,
  isEditable,
}: {
  reportId: string;
  meter: Meter;
  isEditable: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(meter.value === null ? '' : String(meter.value));
  const [error, setError] = useState<string | null>(null);
  const [read, reading] = useMutation(ReadInspectionMeterDocument);
  const label = t('inspection-steps.meters.meter', { number: meter.meterNumber });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = meterReadingPatchSchema.safeParse({ value: parseReading(text) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'inspection-steps.errors.meter_value');
      return;
    }
    setError(null);
    try {
      await read({
        variables: { input: { reportId, meterId: meter.id, value: parsed.data.value } },
      });
      toast.success(t('inspection-steps.meters.saved'));
    } catch (err) {
      toast.error(translateInspectionError(t, err));
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-lg bg-surface p-3" data-testid="meter">
      <p className="font-medium text-ink">
        {label} · {t(enumKey('inspection-steps.meters.utilities', meter.utility))}
      </p>
      {meter.previousValue !== null && (
        <p className="text-sm text-ink-muted">
          {t('inspection-steps.meters.previous', { value: meter.previousValue })}
        </p>
      )}
      {isEditable ? (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2">
          <label className={labelClass} htmlFor={`${id}-value`}>
            {t('inspection-steps.meters.value')}
          </label>
          <input
            id={`${id}-value`}
            className={inputClass}
            inputMode="decimal"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <FieldMessage id={`${id}-error`} error={error ? translateCode(t, error) : undefined} />
          <Button type="submit" variant="secondary" isLoading={reading.loading}>
            {t('inspection-steps.meters.save')}
          </Button>
        </form>
      ) : (
        <p>{meter.value ?? '—'}</p>
      )}
    </li>
  );
}

/** The meter-readings step: the contract's meters (and any added), each read today. */
export function MetersStep({ report }: { report: StepsReport }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h1 id={`${id}-title`} className="text-xl font-semibold text-ink">
        {t('inspection-steps.meters.title')}
      </h1>
      <p className="text-sm text-ink-muted">{t('inspection-steps.meters.intro')}</p>
      {report.meterReadings.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('inspection-steps.meters.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {report.meterReadings.map((m) => (
            <MeterRow key={m.id} reportId={report.id} meter={m} isEditable={report.viewerCanEdit} />
          ))}
        </ul>
      )}
      {report.viewerCanEdit && <AddMeterForm reportId={report.id} />}
    </section>
  );
}
