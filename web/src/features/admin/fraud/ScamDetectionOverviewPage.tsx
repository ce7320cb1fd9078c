import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminScamDetectionOverviewDocument } from '../../../__generated__/graphql';
import { paths as routes } from '../../../app/paths';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { Card, PageHeader, Spinner } from '../../../ui/Card';
import { translateGraphError } from '../../../ui/graph-errors';
import { BackLink } from '../../../ui/BackLink';
import { DetectionTable } from './DetectionTable';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-2xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** /admin/users/{id}/scam-detection-overview: one user as a sender of flagged messages. */
export function ScamDetectionOverviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminScamDetectionOverviewDocument, {
    variables: { userId: id },
  });
  if (loading && !data) return <Spinner label={t('common.status.loading')} />;
  if (error) return <p role="alert">{translateGraphError(t, error)}</p>;
  const overview = data?.scamDetectionOverview;
  if (!overview) return <ErrorScreen status={404} />;
  const { detections } = overview;
  return (
    <div>
      <BackLink to={routes.adminUser.href({ id })}>{t('fraud.overview.back')}</BackLink>
      <PageHeader
        title={t('fraud.overview.title', { name: overview.user.fullName })}
        subtitle={overview.user.email}
      />
      <Card className="mb-6">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label={t('fraud.overview.detections')} value={detections.total} />
          <Figure label={t('fraud.overview.pending')} value={detections.pending} />
          <Figure label={t('fraud.overview.confirmed_scam')} value={detections.confirmedScam} />
          <Figure label={t('fraud.overview.dismissed')} value={detections.dismissed} />
          <Figure label={t('fraud.overview.messages_sent')} value={overview.messagesSent} />
          <Figure label={t('fraud.overview.conversations')} value={overview.conversations} />
        </dl>
      </Card>
      <h2 className="mb-3 text-lg font-semibold text-ink">{t('fraud.overview.latest')}</h2>
      {overview.latestDetections.length === 0 ? (
        <p className="text-ink-muted">{t('fraud.overview.none')}</p>
      ) : (
        <DetectionTable rows={overview.latestDetections} />
      )}
    </div>
  );
}
