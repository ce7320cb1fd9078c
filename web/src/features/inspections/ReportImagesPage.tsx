import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { mediaSubjectLabel, mediaUnitLabel, type MediaReport, type MediaUnit } from './media-model';
import type { PhotoUploadQueue } from './photo-upload-queue';
import { PhotoPicker } from './PhotoPicker';
import { PhotoThumbs } from './PhotoThumbs';
import { ReportMediaFrame } from './ReportMediaFrame';
import { UploadQueue } from './UploadQueue';

function countPhotos(unit: MediaUnit): number {
  return (
    unit.photos.length +
    unit.subjects.reduce(
      (n, s) => n + s.photos.length + s.issues.reduce((m, i) => m + i.photos.length, 0),
      0,
    )
  );
}

function RoomPhotos({
  report,
  unit,
  queue,
}: {
  report: MediaReport;
  unit: MediaUnit;
  queue?: PhotoUploadQueue;
}) {
  const { t } = useTranslation();
  const room = mediaUnitLabel(t, unit, report.units);
  const headingId = `inspection-photos-room-${unit.id}`;
  const target = { kind: 'unit' as const, id: Number(unit.id) };
  const withPhotos = unit.subjects.filter(
    (s) => s.photos.length > 0 || s.issues.some((i) => i.photos.length > 0),
  );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line p-4"
      data-testid="inspection-photo-room"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {room}
        </h2>
        <span className="text-sm text-ink-muted">
          {t('inspection-photos.photos.count', { count: countPhotos(unit) })}
        </span>
      </div>
      <PhotoThumbs reportId={report.id} photos={unit.photos} name={room} />
      {report.viewerCanEdit && (
        <div className="mt-2">
          <PhotoPicker reportId={report.id} target={target} name={room} queue={queue} />
          <UploadQueue reportId={report.id} target={target} queue={queue} />
        </div>
      )}
      {withPhotos.map((subject) => {
        const name = `${room}: ${mediaSubjectLabel(t, subject)}`;
        return (
          <div key={subject.id} className="mt-3 border-t border-line pt-3">
            <h3 className="font-medium text-ink">{mediaSubjectLabel(t, subject)}</h3>
            <PhotoThumbs reportId={report.id} photos={subject.photos} name={name} />
            {subject.issues
              .filter((i) => i.photos.length > 0)
              .map((issue) => (
                <div key={issue.id} className="mt-2">
                  <p className="text-sm text-ink-muted">{issue.description}</p>
                  <PhotoThumbs
                    reportId={report.id}
                    photos={issue.photos}
                    name={issue.description}
                  />
                </div>
              ))}
          </div>
        );
      })}
    </section>
  );
}

/** /landlords|tenants/inspection-reports/{id}/images: every photo, room by room. */
export function ReportImagesPage({ queue }: { queue?: PhotoUploadQueue }) {
  const { t } = useTranslation();
  return (
    <ReportMediaFrame page="images" queue={queue}>
      {(report) => (
        <>
          {!report.viewerCanEdit && report.units.every((u) => countPhotos(u) === 0) && (
            <EmptyState title={t('inspection-photos.images.empty')} />
          )}
          {report.units.map((unit) => (
            <RoomPhotos key={unit.id} report={report} unit={unit} queue={queue} />
          ))}
        </>
      )}
    </ReportMediaFrame>
  );
}
