import { useQuery } from '@apollo/client/react';
import { FRAUD_DETECTIONS_PAGE_SIZE } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminMessageFraudDetectionsDocument,
  type FraudReviewStatus,
} from '../../../__generated__/graphql';
import { enumKey } from '../../../lib/enums';
import { PageHeader } from '../../../ui/Card';
import { FilterSelect } from '../../../ui/FilterSelect';
import { getPageInfo, ListPagination } from '../../../ui/Pagination';
import { ListStatus } from '../admin-parts';
import { DetectionTable } from './DetectionTable';

const STATUSES: FraudReviewStatus[] = ['PENDING', 'CONFIRMED_SCAM', 'DISMISSED'];

/** /admin/message-fraud-detections: flagged messages, newest first, pending ones by default. */
export function MessageFraudDetectionsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FraudReviewStatus | ''>('PENDING');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(AdminMessageFraudDetectionsDocument, {
    variables: { status: status || null, page, pageSize: FRAUD_DETECTIONS_PAGE_SIZE },
  });
  const list = data?.messageFraudDetections;
  return (
    <div>
      <PageHeader
        title={t('fraud.admin.title')}
        subtitle={list ? t('fraud.admin.total', { count: getPageInfo(list).count }) : undefined}
      />
      <FilterSelect
        label={t('fraud.admin.status')}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={[
          { value: '', label: t('fraud.admin.all') },
          ...STATUSES.map((s) => ({ value: s, label: t(enumKey('fraud.statuses', s)) })),
        ]}
        className="mb-4 flex flex-col gap-1.5 sm:w-64"
      />
      <ListStatus error={error} isLoading={loading && !list} />
      {list && list.items.length === 0 && (
        <p className="text-ink-muted">{t('fraud.admin.empty')}</p>
      )}
      {list && list.items.length > 0 && <DetectionTable rows={list.items} />}
      {list && <ListPagination list={list} page={page} onPage={setPage} />}
    </div>
  );
}
