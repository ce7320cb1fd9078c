import { useMutation } from '@apollo/client/react';
import { inspectionCommentSchema } from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddInspectionCommentDocument } from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { FieldMessage, labelClass, textAreaClass } from '../../../ui/form/Field';
import { translateInspectionError } from '../model';
import { PeopleSection } from './PeopleSection';
import { translateCode, type StepsReport } from './step-model';

/** Whose problem it is: `users.<id>.…` names the person. */
function personOf(report: StepsReport, path: string): string | null {
  const match = /^users\.(\d+)\./.exec(path);
  return match ? (report.users.find((u) => u.id === match[1])?.name ?? null) : null;
}

/** The summary: the people, what every step still needs (SPEC 5, the api's word), comments. */
export function SummaryStep({ report }: { report: StepsReport }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useMutation(AddInspectionCommentDocument);
  const problems = report.stepChecks.flatMap((c) =>
    c.problems.map((p) => ({ ...p, step: c.step })),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = inspectionCommentSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'inspection-steps.errors.required');
      return;
    }
    setError(null);
    try {
      await add({ variables: { input: { reportId: report.id, text: parsed.data.text } } });
      setText('');
    } catch (err) {
      toast.error(translateInspectionError(t, err));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h1 id={`${id}-title`} className="text-xl font-semibold text-ink">
        {t('inspection-steps.summary.title')}
      </h1>
      <p className="text-sm text-ink-muted">{t('inspection-steps.summary.intro')}</p>
      <PeopleSection report={report} />
      {problems.length === 0 ? (
        <p data-testid="summary-valid" className="text-sm text-green-800 dark:text-green-300">
          {t('inspection-steps.summary.all_valid')}
        </p>
      ) : (
        <div data-testid="summary-problems">
          <h3 className="font-semibold text-ink">{t('inspection-steps.summary.problems')}</h3>
          <ul className="list-disc ps-5 text-sm">
            {problems.map((p) => {
              const person = personOf(report, p.path);
              return (
                <li key={`${p.step}-${p.path}-${p.code}`}>
                  {t(`inspection-steps.steps.${p.step}`)}: {translateCode(t, p.code)}
                  {person ? ` (${person})` : ''}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <h3 className="font-semibold text-ink">{t('inspection-steps.comments.title')}</h3>
      {report.comments.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('inspection-steps.comments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="comment-list">
          {report.comments.items.map((c) => (
            <li key={c.id} className="rounded-lg bg-surface p-3 text-sm">
              <p className="whitespace-pre-wrap text-ink">{c.text}</p>
              <p className="text-ink-muted">{c.authorName}</p>
            </li>
          ))}
        </ul>
      )}
      {report.viewerCanEdit && (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2">
          <label className={labelClass} htmlFor={`${id}-comment`}>
            {t('inspection-steps.comments.label')}
          </label>
          <textarea
            id={`${id}-comment`}
            className={textAreaClass}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-comment-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <FieldMessage
            id={`${id}-comment-error`}
            error={error ? translateCode(t, error) : undefined}
          />
          <Button type="submit" isLoading={adding.loading}>
            {t('inspection-steps.comments.add')}
          </Button>
        </form>
      )}
    </section>
  );
}
