import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminReviewMessageFraudDetectionDocument,
  type AdminMessageFraudDetectionsQuery,
  type FraudReviewStatus,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { enumKey } from '../../../lib/enums';
import { Button } from '../../../ui/Button';
import { Badge, type BadgeTone } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { GraphErrorAlert } from '../../../ui/GraphErrorAlert';

export type DetectionRow =
  AdminMessageFraudDetectionsQuery['messageFraudDetections']['items'][number];

const STATUS_TONES: Record<FraudReviewStatus, BadgeTone> = {
  PENDING: 'warning',
  CONFIRMED_SCAM: 'brand',
  DISMISSED: 'neutral',
};

/** The decisions staff can take from a status: pending ones are decided, decided ones reopened. */
export function reviewActionsFor(status: FraudReviewStatus): FraudReviewStatus[] {
  return status === 'PENDING' ? ['CONFIRMED_SCAM', 'DISMISSED'] : ['PENDING'];
}

const ACTION_KEYS: Record<FraudReviewStatus, 'confirm' | 'dismiss' | 'reopen'> = {
  CONFIRMED_SCAM: 'confirm',
  DISMISSED: 'dismiss',
  PENDING: 'reopen',
};

type Pending = { row: DetectionRow; status: FraudReviewStatus };

/** Flagged messages with their signals and review actions, each confirmed in a dialog first. */
export function DetectionTable({ rows }: { rows: readonly DetectionRow[] }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  // The list under a status filter and the overview's counts change: read what is on screen again.
  const [review, reviewing] = useMutation(AdminReviewMessageFraudDetectionDocument, {
    refetchQueries: 'active',
  });
  const action = pending ? ACTION_KEYS[pending.status] : 'confirm';
  return (
    <>
      {reviewing.error && <GraphErrorAlert error={reviewing.error} />}
      <DataTable
        columns={[
          { label: t('fraud.admin.columns.message') },
          { label: t('fraud.admin.columns.sender') },
          { label: t('fraud.admin.columns.signals'), className: 'hidden md:table-cell' },
          { label: t('fraud.admin.columns.score') },
          { label: t('fraud.admin.columns.status') },
          { label: t('fraud.admin.columns.detected'), className: 'hidden md:table-cell' },
          { label: t('fraud.admin.columns.actions') },
        ]}
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className="border-t border-line align-top text-ink"
            data-testid="fraud-detection"
          >
            <td className={`${cellClass} max-w-xs`}>
              {row.message ? (
                <p className="line-clamp-4 break-words whitespace-pre-wrap">{row.message.body}</p>
              ) : (
                <span className="text-ink-muted">{t('fraud.admin.message_gone')}</span>
              )}
            </td>
            <td className={cellClass}>
              {row.sender ? (
                <RouteLink
                  to={routes.adminScamDetectionOverview.href({ id: row.sender.id })}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {row.sender.fullName}
                </RouteLink>
              ) : (
                '–'
              )}
            </td>
            <td className={`${cellClass} hidden md:table-cell`}>
              <ul className="flex flex-col gap-1">
                {row.signals.map((s) => (
                  <li key={s.code}>
                    <span className="font-medium">{t(enumKey('fraud.signals', s.code))}</span>
                    <q className="block text-xs text-ink-muted">{s.excerpt}</q>
                  </li>
                ))}
              </ul>
            </td>
            <td className={cellClass}>{Math.round(row.score * 100)}%</td>
            <td className={cellClass}>
              <Badge tone={STATUS_TONES[row.status]}>
                {t(enumKey('fraud.statuses', row.status))}
              </Badge>
              {row.reviewer && (
                <span className="mt-1 block text-xs text-ink-muted">
                  {t('fraud.admin.reviewed_by', { name: row.reviewer.fullName })}
                </span>
              )}
            </td>
            <td className={`${cellClass} hidden md:table-cell`}>{formatDate(row.createdAt)}</td>
            <td className={cellClass}>
              <div className="flex flex-col gap-2">
                {reviewActionsFor(row.status).map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant={status === 'CONFIRMED_SCAM' ? 'danger' : 'secondary'}
                    onPress={() => setPending({ row, status })}
                  >
                    {t(`fraud.admin.${ACTION_KEYS[status]}`)}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t(`fraud.admin.${action}_title`)}
        text={t(`fraud.admin.${action}_text`)}
        confirmLabel={t(`fraud.admin.${action}`)}
        tone={pending?.status === 'CONFIRMED_SCAM' ? 'danger' : 'primary'}
        isLoading={reviewing.loading}
        onConfirm={async () => {
          if (!pending) return;
          try {
            await review({ variables: { id: pending.row.id, status: pending.status } });
          } finally {
            setPending(null);
          }
        }}
      />
    </>
  );
}
