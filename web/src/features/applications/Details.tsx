import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import { ProfileSummaryFragmentDoc } from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import type { ApplicationDetail } from './model';

type Detail = ApplicationDetail;

/** Applied, then accepted, denied or withdrawn: each step with its day. */
export function StatusTimeline({ application: a }: { application: Detail }) {
  const { t } = useTranslation();
  const steps: { key: string; label: string; date: string | null; tone: string }[] = [
    {
      key: 'applied',
      label: t('applications.timeline.applied'),
      date: a.createdAt,
      tone: 'bg-brand-600',
    },
  ];
  if (a.status === 'PENDING')
    steps.push({
      key: 'waiting',
      label: a.isConsidered
        ? t('applications.timeline.considered')
        : t('applications.timeline.waiting'),
      date: null,
      tone: 'bg-line',
    });
  if (a.acceptedAt)
    steps.push({
      key: 'accepted',
      label: t('applications.timeline.accepted'),
      date: a.acceptedAt,
      tone: 'bg-green-600',
    });
  if (a.deniedAt)
    steps.push({
      key: 'denied',
      label: t('applications.timeline.denied'),
      date: a.deniedAt,
      tone: 'bg-amber-600',
    });
  if (a.canceledAt)
    steps.push({
      key: 'cancelled',
      label: t('applications.timeline.cancelled'),
      date: a.canceledAt,
      tone: 'bg-ink-muted',
    });
  return (
    <ol className="flex flex-col gap-3" aria-label={t('applications.timeline.label')}>
      {steps.map((s) => (
        <li key={s.key} className="flex items-center gap-3">
          <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${s.tone}`} />
          <span className="text-ink">{s.label}</span>
          {s.date && <span className="ml-auto text-sm text-ink-muted">{formatDate(s.date)}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The listing's questions with the applicant's answers. */
export function AnswerList({ application: a }: { application: Detail }) {
  const { t } = useTranslation();
  const questions = a.listingSummary.questions;
  if (!questions.length)
    return <p className="text-ink-muted">{t('applications.detail.no_questions')}</p>;
  return (
    <dl className="flex flex-col gap-4">
      {questions.map((q) => (
        <div key={q.id}>
          <dt className="text-sm font-medium text-ink-muted">{q.text}</dt>
          <dd className="mt-0.5 whitespace-pre-line text-ink">
            {a.answers.find((x) => x.questionId === q.id)?.answer || (
              <span className="text-ink-muted">{t('applications.detail.no_answer')}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CorenterList({ application: a }: { application: Detail }) {
  const { t } = useTranslation();
  const corenters = getFragmentData(ProfileSummaryFragmentDoc, a.corenters);
  if (!corenters.length) return <p className="text-ink-muted">{t('applications.detail.alone')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {corenters.map((c) => (
        <li key={c.id} className="rounded-full bg-surface-sunken px-3 py-1 text-sm text-ink">
          {c.fullName}
        </li>
      ))}
    </ul>
  );
}
