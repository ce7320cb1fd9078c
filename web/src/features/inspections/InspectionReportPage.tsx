import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InspectionReportDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { enumKey } from '../../lib/enums';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { PageHeader } from '../../ui/Card';
import { LoadState } from '../../ui/ListState';
import { StatusLine } from '../../ui/StatusBadge';
import {
  INSPECTION_STATUS_TONES,
  inspectionListHref,
  readReport,
  translateInspectionError,
  unitLabel,
} from './model';
import { AddRoomForm } from './AddRoomForm';
import { FireSafetySection } from './FireSafetySection';
import { ReportActions } from './ReportActions';
import { RoomSection } from './RoomSection';
import { ReportSubpageNav } from './ReportSubpageNav';
import { usePhotoRefetch } from './use-photo-refetch';

/**
 * /inspection-reports/{id}: the report room by room, read in one operation. Its users who are
 * not R change it while it is a DRAFT; afterwards everyone reads it.
 */
export function InspectionReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(InspectionReportDocument, {
    variables: { id },
  });
  usePhotoRefetch(id, refetch);
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
  const { address } = report.row;
  const area = user?.userType === 'LANDLORD' ? 'landlord' : 'tenant';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <RouteLink
        to={inspectionListHref(area)}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('inspections.web.back_to_list')}
      </RouteLink>
      <ReportSubpageNav reportId={report.id} current="report" />
      <PageHeader
        title={t(enumKey('inspections.kinds', report.row.kind))}
        subtitle={address ? `${address.street}, ${address.postalCode}` : undefined}
        actions={<ReportActions report={report} />}
      />
      <StatusLine
        status={report.row.status}
        tones={INSPECTION_STATUS_TONES}
        labelPrefix="inspections.status"
      >
        <span className="text-sm text-ink-muted">
          {t('inspections.web.issue_count', { count: report.row.issueCount })}
        </span>
      </StatusLine>
      {report.row.status !== 'DRAFT' && (
        <RouteLink
          to={paths.inspectionSigning.href({ id: report.id })}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('inspection-signing.page.title')}
        </RouteLink>
      )}
      {!report.viewerCanEdit && (
        <p className="text-sm text-ink-muted" data-testid="inspection-read-only">
          {report.row.status === 'DRAFT'
            ? t('inspections.web.read_only_role')
            : t('inspections.web.read_only')}
        </p>
      )}
      <section aria-labelledby="inspection-users">
        <h2 id="inspection-users" className="sr-only">
          {t('inspections.web.users')}
        </h2>
        <ul className="flex flex-wrap gap-2 text-sm">
          {report.users.map((u) => (
            <li key={u.id} className="rounded-full bg-surface px-3 py-1 text-ink">
              {u.name} · {t(enumKey('inspections.roles', u.role))}
            </li>
          ))}
        </ul>
      </section>
      {report.units.map((unit) => (
        <RoomSection
          key={unit.id}
          reportId={report.id}
          unit={unit}
          label={unitLabel(t, unit, report.units)}
          isEditable={report.viewerCanEdit}
        />
      ))}
      {report.viewerCanEdit && <AddRoomForm reportId={report.id} />}
      <FireSafetySection fireSafety={data.inspectionReport.fireSafety} />
      <RouteLink
        to={paths.inspectionStepKeys.href({ id: report.id })}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('inspection-steps.nav.label')}
      </RouteLink>
    </div>
  );
}
