import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { InspectionStepsDocument } from '../../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { LoadState } from '../../../ui/ListState';
import { readReport, translateInspectionError, unitLabel } from '../model';
import type { PhotoUploadQueue } from '../photo-upload-queue';
import { RoomSection } from '../RoomSection';
import { usePhotoRefetch } from '../use-photo-refetch';
import { StepNav } from '../steps/StepNav';
import { readSteps, translateCode } from '../steps/step-model';
import { firstRoomId, missingConditions, ROOM_SUBJECT_KINDS, roomAt, roomHref } from './room-model';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 dark:text-brand-300';

/**
 * /inspection-reports/{id}/edit/rooms/{room}: one room at a time on a phone, each subject with
 * condition buttons, its note, defects and photos; previous and next room; the step's state.
 */
export function RoomStepPage({ queue }: { queue?: PhotoUploadQueue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { id = '', room = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(InspectionStepsDocument, {
    variables: { id },
  });
  usePhotoRefetch(id, refetch, queue);
  if (data && !data.inspectionReport) return <ErrorScreen status={404} />;
  if (!data?.inspectionReport)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateInspectionError}
      />
    );
  const report = readReport(data.inspectionReport);
  const steps = readSteps(data.inspectionReport);
  const first = firstRoomId(report);
  const place = roomAt(report.units, room);
  const check = steps.stepChecks.find((c) => c.step === 'rooms');
  const missing = missingConditions(report.units);
  const otherProblems = [
    ...new Set(
      (check?.problems ?? [])
        .filter((p) => !p.path.startsWith('subjects.'))
        .map((p) => translateCode(t, p.code)),
    ),
  ];
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <StepNav report={steps} current="rooms" firstRoomId={first} />
      {/* The step's title, as on the other steps; each room below is a section of its own. */}
      <h1 className="text-xl font-semibold text-ink">{t('inspection-steps.steps.rooms')}</h1>
      {!steps.viewerCanEdit && (
        <p className="text-sm text-ink-muted" data-testid="inspection-read-only">
          {t('inspection-steps.read_only')}
        </p>
      )}
      <div role="status" data-testid="rooms-step-status" className="text-sm">
        {check?.valid ? (
          <p className="text-ink">{t('inspection-rooms.room.complete')}</p>
        ) : (
          <>
            {missing > 0 && (
              <p className="text-ink">{t('inspection-rooms.room.missing', { count: missing })}</p>
            )}
            {otherProblems.map((text) => (
              <p key={text} className="text-ink">
                {text}
              </p>
            ))}
          </>
        )}
      </div>
      {place ? (
        <>
          <p className="text-sm text-ink-muted">
            {t('inspection-rooms.room.of', {
              current: place.index + 1,
              total: report.units.length,
            })}
          </p>
          <RoomSection
            reportId={report.id}
            unit={place.unit}
            label={unitLabel(t, place.unit, report.units)}
            isEditable={report.viewerCanEdit}
            kinds={ROOM_SUBJECT_KINDS}
            conditionInput="buttons"
            onConditionSaved={() => void refetch()}
            onRemoved={() => {
              const to = place.next ?? place.previous;
              void navigate(
                localize(to ? roomHref(report.id, to.id) : paths.inspectionReport.href({ id })),
              );
            }}
          />
          <nav
            aria-label={t('inspection-steps.steps.rooms')}
            className="flex flex-wrap justify-between gap-2"
          >
            {place.previous ? (
              <RouteLink to={roomHref(report.id, place.previous.id)} className={linkClass}>
                {t('inspection-rooms.room.previous', {
                  room: unitLabel(t, place.previous, report.units),
                })}
              </RouteLink>
            ) : (
              <span />
            )}
            {place.next && (
              <RouteLink to={roomHref(report.id, place.next.id)} className={linkClass}>
                {t('inspection-rooms.room.next', {
                  room: unitLabel(t, place.next, report.units),
                })}
              </RouteLink>
            )}
          </nav>
          <RouteLink to={paths.inspectionStepMedia.href({ id })} className={linkClass}>
            {t('inspection-rooms.room.photos_link')}
          </RouteLink>
        </>
      ) : (
        <div data-testid="room-not-found" className="flex flex-col gap-2">
          <p className="text-ink">
            {first ? t('inspection-rooms.room.not_found') : t('inspection-rooms.room.no_rooms')}
          </p>
          {first && (
            <RouteLink to={roomHref(report.id, first)} className={linkClass}>
              {t('inspection-rooms.room.first_room')}
            </RouteLink>
          )}
        </div>
      )}
    </div>
  );
}
