import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InspectionReportMediaDocument } from '../../__generated__/graphql';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { PageHeader } from '../../ui/Card';
import { LoadState } from '../../ui/ListState';
import type { MediaReport } from './media-model';
import { ReportSubpageNav } from './ReportSubpageNav';
import { photoUploads, type PhotoUploadQueue } from './photo-upload-queue';
import { PhotoPickerHint } from './PhotoPicker';
import { OfflineNotice } from './UploadQueue';
import { usePhotoRefetch } from './use-photo-refetch';
import { translateInspectionError } from './model';

/**
 * The images and issues subpages: the report's rooms, subjects and issues with their photos,
 * read in one operation and read again whenever an upload of this report is stored.
 */
export function ReportMediaFrame({
  page,
  queue = photoUploads,
  children,
}: {
  page: 'images' | 'issues';
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
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ReportSubpageNav reportId={id} current={page} />
      <PageHeader
        title={t(`inspection-photos.${page}.title`)}
        subtitle={
          report?.address
            ? `${report.address.street}, ${report.address.postalCode}`
            : t(`inspection-photos.${page}.subtitle`)
        }
      />
      {report ? (
        <>
          {report.viewerCanEdit && <PhotoPickerHint />}
          <OfflineNotice queue={queue} />
          {children(report)}
        </>
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
