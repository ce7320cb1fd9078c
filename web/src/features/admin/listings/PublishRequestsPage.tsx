import { useMutation, useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import {
  AdminListing_ListingFragmentDoc,
  AdminPublishRequestsDocument,
  ApprovePublishRequestDocument,
  RejectPublishRequestDocument,
  type PublishRequestStatus,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { DialogActions, DialogFrame } from '../../../ui/DialogFrame';
import { Badge, PageHeader } from '../../../ui/Card';
import { FormAlert, inputClass, labelClass } from '../../../ui/fields';
import { formatDate } from '../../../lib/format';
import { getGraphError, translateGraphError } from '../../../ui/graph-errors';
import { ListPagination } from '../../../ui/Pagination';
import { enumKey, fromGraphEnum } from '../../../lib/enums';
import { withFragment } from '../../../lib/fragments';
import { EmptyList, ListStatus } from '../admin-parts';
import { BackLink } from '../../../ui/BackLink';
import { FilterSelect } from '../../../ui/FilterSelect';
import { address, formatIsk } from './shared';
import { FraudCheckCell } from './FraudCheckCell';

const STATUSES: PublishRequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'];
export const REJECT_REASON = { min: 5, max: 1000 } as const;

type Target = { id: string; title: string };

function RejectDialog({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reject, { loading }] = useMutation(RejectPublishRequestDocument, {
    update: (cache) => cache.evict({ fieldName: 'publishRequests' }),
  });
  const trimmed = reason.trim();
  const submit = async () => {
    if (!target) return;
    if (trimmed.length < REJECT_REASON.min) {
      setError(t('listings.admin.reason_length', REJECT_REASON));
      return;
    }
    try {
      await reject({ variables: { input: { id: target.id, reason: trimmed } } });
      toast.success(t('listings.admin.rejected', { title: target.title }));
      setReason('');
      setError(null);
      onClose();
    } catch (e) {
      setError(
        getGraphError(e).fields.reason
          ? t('listings.admin.reason_length', REJECT_REASON)
          : translateGraphError(t, e),
      );
    }
  };
  return (
    <DialogFrame
      isOpen={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('listings.admin.reject_title', { title: target?.title ?? '' })}
      width="lg"
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-ink-muted">{t('listings.admin.reject_text')}</p>
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className={labelClass}>
            {t('listings.admin.reason')}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={REJECT_REASON.max}
            rows={5}
            onChange={(e) => setReason(e.target.value)}
            className={`${inputClass} h-auto py-2`}
            autoFocus
          />
        </div>
        <DialogActions className="mt-2">
          <Button variant="secondary" onPress={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={loading}>
            {t('listings.admin.reject')}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}

/** /admin/listings/publish-requests: approve, or reject with a reason the landlord sees. */
export function PublishRequestsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => fromGraphEnum(s) === params.get('status')) ?? 'PENDING';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error } = useQuery(AdminPublishRequestsDocument, {
    variables: { status, page, pageSize: PAGE_SIZES.default },
  });
  const [approve, approveState] = useMutation(ApprovePublishRequestDocument, {
    update: (cache) => cache.evict({ fieldName: 'publishRequests' }),
  });
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const result = (data ?? previousData)?.publishRequests;
  const onApprove = async (id: string, title: string) => {
    try {
      await approve({ variables: { input: { id } } });
      toast.success(t('listings.admin.approved', { title }));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };
  return (
    <div>
      <BackLink to={routes.adminListings.href()}>{t('listings.admin.title')}</BackLink>
      <PageHeader
        title={t('listings.admin.requests_title')}
        subtitle={t('listings.admin.requests_text')}
      />
      <FilterSelect
        label={t('listings.admin.status')}
        value={fromGraphEnum(status)}
        onChange={(value) =>
          setParams(value === 'pending' ? {} : { status: value }, { replace: true })
        }
        options={STATUSES.map((s) => ({
          value: fromGraphEnum(s),
          label: t(enumKey('listings.admin.request_status', s)),
        }))}
        className="mb-6 flex max-w-xs flex-col gap-1.5"
      />
      <ListStatus error={result ? null : error} isLoading={loading && !result} />
      {result && result.items.length === 0 && (
        <EmptyList>
          {status === 'PENDING' ? t('listings.admin.no_pending') : t('listings.admin.empty')}
        </EmptyList>
      )}
      {result && result.items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {result.items.map((r) => {
            const l = r.listing && withFragment(AdminListing_ListingFragmentDoc, r.listing);
            const title = l?.title ?? (l ? address(l) : `#${r.id}`);
            return (
              <li
                key={r.id}
                className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
                data-testid="publish-request"
              >
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h2 className="font-semibold text-ink">
                      {l ? (
                        <RouteLink
                          to={routes.listing.href({ id: l.id })}
                          className="text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {title}
                        </RouteLink>
                      ) : (
                        title
                      )}
                    </h2>
                    {l && (
                      <p className="text-sm text-ink-muted">
                        {[address(l), l.municipality, formatIsk(l.price, i18n.language)]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    )}
                    <p className="mt-1 text-sm text-ink-muted">
                      {t('listings.admin.requested_by', {
                        name: l?.owner.fullName ?? '',
                        date: formatDate(r.createdAt),
                        photos: l?.photos.length ?? 0,
                      })}
                    </p>
                    {r.status !== 'PENDING' && (
                      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                        <Badge tone={r.status === 'APPROVED' ? 'success' : 'warning'}>
                          {t(enumKey('listings.admin.request_status', r.status))}
                        </Badge>
                        <span className="text-ink-muted">
                          {formatDate(r.decidedAt)}{' '}
                          {r.reviewedBy ? `· ${r.reviewedBy.fullName}` : ''}
                        </span>
                      </p>
                    )}
                    {r.reason && <p className="mt-1 text-sm text-ink">“{r.reason}”</p>}
                    {r.listing && (
                      // Staff decide with the listing's fraud check beside it.
                      <div className="mt-2">
                        <FraudCheckCell
                          listing={getFragmentData(AdminListing_ListingFragmentDoc, r.listing)}
                        />
                      </div>
                    )}
                  </div>
                  {r.status === 'PENDING' && (
                    <div className="flex shrink-0 gap-2">
                      <Button
                        isLoading={approveState.loading && approveState.data === undefined}
                        onPress={() => void onApprove(r.id, title)}
                        aria-label={t('listings.admin.approve_n', { title })}
                      >
                        {t('listings.admin.approve')}
                      </Button>
                      <Button
                        variant="secondary"
                        onPress={() => setRejecting({ id: r.id, title })}
                        aria-label={t('listings.admin.reject_n', { title })}
                      >
                        {t('listings.admin.reject')}
                      </Button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {result && (
        <ListPagination
          list={result}
          page={page}
          onPage={(p) => {
            const next = new URLSearchParams(params);
            next.set('page', String(p));
            setParams(next);
          }}
        />
      )}
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
