import { useTranslation } from 'react-i18next';
import { enumKey } from '../../lib/enums';
import { EmptyState } from '../../ui/EmptyState';
import { mediaSubjectLabel, mediaUnitLabel, type MediaReport } from './media-model';
import type { PhotoUploadQueue } from './photo-upload-queue';
import { PhotoPicker } from './PhotoPicker';
import { PhotoThumbs } from './PhotoThumbs';
import { ReportMediaFrame } from './ReportMediaFrame';
import { UploadQueue } from './UploadQueue';

function IssueList({ report, queue }: { report: MediaReport; queue?: PhotoUploadQueue }) {
  const { t } = useTranslation();
  const rows = report.units.flatMap((unit) =>
    unit.subjects.flatMap((subject) =>
      subject.issues.map((issue) => ({
        issue,
        where: `${mediaUnitLabel(t, unit, report.units)}: ${mediaSubjectLabel(t, subject)}`,
      })),
    ),
  );
  if (rows.length === 0) return <EmptyState title={t('inspection-photos.issues.empty')} />;
  return (
    <ul className="flex flex-col gap-3">
      {rows.map(({ issue, where }) => (
        <li
          key={issue.id}
          className="rounded-2xl border border-line p-4"
          data-testid="inspection-issue-card"
        >
          <article aria-label={`${where}: ${issue.description}`}>
            <p className="text-sm font-medium text-ink-muted">{where}</p>
            <p className="mt-1 text-ink">{issue.description}</p>
            <p className="text-sm text-ink-muted">
              {t(enumKey('inspections.severities', issue.severity))} ·{' '}
              {t(enumKey('inspections.responsibilities', issue.responsibility))} ·{' '}
              {issue.isCarried
                ? t('inspection-photos.issues.carried')
                : t('inspection-photos.issues.new')}
            </p>
            <PhotoThumbs reportId={report.id} photos={issue.photos} name={issue.description} />
            {report.viewerCanEdit && (
              <div className="mt-2">
                <PhotoPicker
                  reportId={report.id}
                  target={{ kind: 'issue', id: Number(issue.id) }}
                  name={issue.description}
                  queue={queue}
                />
                <UploadQueue
                  reportId={report.id}
                  target={{ kind: 'issue', id: Number(issue.id) }}
                  queue={queue}
                />
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** /landlords|tenants/inspection-reports/{id}/issues: every defect with its photos. */
export function ReportIssuesPage({ queue }: { queue?: PhotoUploadQueue }) {
  return (
    <ReportMediaFrame page="issues" queue={queue}>
      {(report) => <IssueList report={report} queue={queue} />}
    </ReportMediaFrame>
  );
}
