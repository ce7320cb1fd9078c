import { useMutation } from '@apollo/client/react';
import { createInspectionIssueSchema } from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddInspectionIssueDocument } from '../../__generated__/graphql';
import { fromGraphEnum } from '../../lib/enums';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { inputClass, labelClass, textAreaClass } from '../../ui/form/Field';
import { RESPONSIBILITIES, SEVERITIES, translateInspectionError } from './model';

/** A new defect of one subject: what, how bad, who answers for it (domain's rules judge it). */
export function IssueForm({
  reportId,
  subjectId,
  onDone,
}: {
  reportId: string;
  subjectId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [description, setDescription] = useState('');
  const [severity, setSeverity] = useState(SEVERITIES[0]!);
  const [responsibility, setResponsibility] = useState(RESPONSIBILITIES[0]!);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, { loading }] = useMutation(AddInspectionIssueDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = createInspectionIssueSchema.safeParse({
      subject_id: Number(subjectId),
      description,
      severity: fromGraphEnum(severity),
      responsibility: fromGraphEnum(responsibility),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await add({
        variables: {
          input: {
            reportId,
            subjectId,
            description: parsed.data.description,
            severity,
            responsibility,
          },
        },
      });
      toast.success(t('inspections.web.issue_added'));
      onDone();
    } catch (error) {
      toast.error(translateInspectionError(t, error));
    }
  };

  const select = <V extends string>(
    name: string,
    value: V,
    values: readonly V[],
    prefix: string,
    onChange: (v: V) => void,
  ) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {t(`inspections.web.${name}`)}
      </label>
      <select
        id={`${id}-${name}`}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        className={inputClass}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${prefix}.${v.toLowerCase()}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      onSubmit={submit}
      className="mt-3 flex flex-col gap-3 rounded-xl bg-surface p-3"
      aria-label={t('inspections.web.new_issue')}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className={labelClass}>
          {t('inspections.web.description')}
        </label>
        <textarea
          id={`${id}-description`}
          value={description}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          className={textAreaClass}
          aria-invalid={Boolean(errors['description'])}
          aria-describedby={errors['description'] ? `${id}-description-error` : undefined}
        />
        {errors['description'] && (
          <p id={`${id}-description-error`} className="text-sm text-red-700 dark:text-red-400">
            {t(errors['description'])}
          </p>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {select('severity', severity, SEVERITIES, 'inspections.severities', setSeverity)}
        {select(
          'responsibility',
          responsibility,
          RESPONSIBILITIES,
          'inspections.responsibilities',
          setResponsibility,
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={loading}>
          {t('inspections.web.save_issue')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
