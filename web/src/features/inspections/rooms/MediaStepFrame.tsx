import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InspectionReportMediaDocument } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { LoadState } from '../../../ui/ListState';
import type { MediaReport } from '../media-model';
import { translateInspectionError } from '../model';
import { photoUploads, type PhotoUploadQueue } from '../photo-upload-queue';
import { usePhotoRefetch } from '../use-photo-refetch';

export const stepLinkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 dark:text-brand-300';

/** The media steps' frame: the report's photos read in one operation, again after each upload. */
export function MediaStepFrame({
  queue = photoUploads,
  children,
}: {
  queue?: PhotoUploadQueue;
  children: (report: MediaReport) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(InspectionReportMediaDocument, {
    variables: { id },
  });
  usePhotoRefetch(id, refetch, queue);
  if (data && !data.inspectionReport) return <ErrorScreen status={404} />;
  const report = data?.inspectionReport;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <RouteLink to={paths.inspectionReport.href({ id })} className={stepLinkClass}>
        {t('inspection-steps.nav.back_to_report')}
      </RouteLink>
      {report ? (
        children(report)
      ) : (
        <LoadState
          hasData={false}
          isLoading={loading}
          error={error}
          translateError={translateInspectionError}
        />
      )}
    </div>
  );
}
