import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RemoveInspectionIssueDocument,
  SetInspectionSubjectDocument,
  type InspectionCondition,
} from '../../__generated__/graphql';
import { enumKey } from '../../lib/enums';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/form/Field';
import { ConditionButtons } from './ConditionButtons';
import { IssueForm } from './IssueForm';
import { SubjectNote } from './SubjectNote';
import { TargetPhotos } from './TargetPhotos';
import { CONDITIONS, subjectLabel, translateInspectionError, type ReportSubject } from './model';

/** One subject: its condition (a choice while editable), the move-in's beside it, its defects. */
export function SubjectRow({
  reportId,
  subject,
  isEditable,
  conditionInput = 'select',
  onConditionSaved,
}: {
  reportId: string;
  subject: ReportSubject;
  isEditable: boolean;
  /** A select on the report page; large buttons on the phone's rooms step. */
  conditionInput?: 'select' | 'buttons';
  /** After a condition was stored (the rooms step reads its step check again). */
  onConditionSaved?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isAdding, setIsAdding] = useState(false);
  const [setCondition, setting] = useMutation(SetInspectionSubjectDocument);
  const [removeIssue] = useMutation(RemoveInspectionIssueDocument);
  const label = subjectLabel(t, subject);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      toast.error(translateInspectionError(t, error));
    }
  };
  const change = (value: string) =>
    run(async () => {
      await setCondition({
        variables: {
          input: {
            reportId,
            subjectId: subject.id,
            condition: value ? (value as InspectionCondition) : null,
          },
        },
      });
      onConditionSaved?.();
    });

  return (
    <li className="border-t border-line py-3 first:border-t-0" data-testid="inspection-subject">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`${id}-condition`} className="font-medium text-ink">
          {label}
        </label>
        {isEditable && conditionInput === 'buttons' ? (
          <span id={`${id}-condition`} className="text-sm text-ink-muted">
            {subject.condition
              ? t(enumKey('inspections.conditions', subject.condition))
              : t('inspections.web.not_checked')}
          </span>
        ) : isEditable ? (
          <select
            id={`${id}-condition`}
            value={subject.condition ?? ''}
            disabled={setting.loading}
            onChange={(e) => void change(e.target.value)}
            className={`${inputClass} w-auto min-w-36`}
          >
            <option value="">{t('inspections.web.not_checked')}</option>
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(enumKey('inspections.conditions', c))}
              </option>
            ))}
          </select>
        ) : (
          <span id={`${id}-condition`} className="text-sm text-ink">
            {subject.condition
              ? t(enumKey('inspections.conditions', subject.condition))
              : t('inspections.web.not_checked')}
          </span>
        )}
      </div>
      {isEditable && conditionInput === 'buttons' && (
        <ConditionButtons
          label={t('inspection-rooms.room.condition_label', { subject: label })}
          value={subject.condition}
          isDisabled={setting.loading}
          onChange={(c) => void change(c)}
        />
      )}
      {subject.previousCondition && (
        <p className="mt-1 text-sm text-ink-muted">
          {t('inspections.web.at_move_in', {
            condition: t(enumKey('inspections.conditions', subject.previousCondition)),
          })}
        </p>
      )}
      <SubjectNote reportId={reportId} subject={subject} label={label} isEditable={isEditable} />
      <TargetPhotos
        reportId={reportId}
        target={{ kind: 'subject', id: Number(subject.id) }}
        name={label}
        photos={subject.photos}
        isEditable={isEditable}
      />
      {subject.issues.length > 0 && (
        <ul
          className="mt-2 flex flex-col gap-2"
          aria-label={t('inspections.web.issues_of', { subject: label })}
        >
          {subject.issues.map((issue) => (
            <li
              key={issue.id}
              data-testid="inspection-issue"
              className="rounded-lg bg-surface p-2 text-sm"
            >
              <p className="text-ink">{issue.description}</p>
              <p className="text-ink-muted">
                {t(enumKey('inspections.severities', issue.severity))} ·{' '}
                {t(enumKey('inspections.responsibilities', issue.responsibility))}
                {issue.isCarried && ` · ${t('inspections.web.carried')}`}
              </p>
              <TargetPhotos
                reportId={reportId}
                target={{ kind: 'issue', id: Number(issue.id) }}
                name={issue.description}
                photos={issue.photos}
                isEditable={isEditable}
              />
              {isEditable && !issue.isCarried && (
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() =>
                    void run(() =>
                      removeIssue({ variables: { input: { reportId, issueId: issue.id } } }),
                    )
                  }
                >
                  {t('inspections.web.remove_issue')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isEditable &&
        (isAdding ? (
          <IssueForm reportId={reportId} subjectId={subject.id} onDone={() => setIsAdding(false)} />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            aria-label={t('inspections.web.add_issue_to', { subject: label })}
            onPress={() => setIsAdding(true)}
          >
            {t('inspections.web.add_issue')}
          </Button>
        ))}
    </li>
  );
}
