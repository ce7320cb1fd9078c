import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { resolveRequestSchema } from '@leiga/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  AdminCreditScoreUpdateRequestsDocument,
  ResolveCreditScoreUpdateRequestDocument,
  type CreditScoreUpdateRequestStatus,
} from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Badge, Card, PageHeader } from '../../../ui/Card';
import { inputClass, labelClass } from '../../../ui/fields';
import { formatDate } from '../../../lib/format';
import { FRESH_REFETCH } from '../../../lib/fresh-refetch';
import { translateGraphError } from '../../../ui/graph-errors';
import { getPageInfo } from '../../../ui/Pagination';
import { ListStatus, ProfileNameLink } from '../admin-parts';
import { FilterSelect } from '../../../ui/FilterSelect';

function ResolveForm({ id, onDone }: { id: string; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [resolve, state] = useMutation(ResolveCreditScoreUpdateRequestDocument);
  const form = useForm<
    z.input<typeof resolveRequestSchema>,
    unknown,
    z.output<typeof resolveRequestSchema>
  >({
    resolver: zodResolver(resolveRequestSchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await resolve({ variables: { input: { id, note } } });
      toast.success(t('profiles.admin.resolved'));
      await onDone();
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  });
  const error = form.formState.errors.note?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 flex flex-col gap-2">
      <label htmlFor={`note-${id}`} className={labelClass}>
        {t('profiles.admin.note')}
      </label>
      <textarea
        id={`note-${id}`}
        rows={2}
        className={`${inputClass} h-auto py-2`}
        aria-invalid={Boolean(error)}
        {...form.register('note')}
      />
      {error && (
        <p className="text-sm text-red-700 dark:text-red-400">
          {t([`profiles.${error}`, 'profiles.validation.invalid'])}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" isLoading={state.loading}>
          {t('profiles.admin.resolve')}
        </Button>
      </div>
    </form>
  );
}

/** /admin/users/credit-score-update-requests: tenants' requests, resolved with a note. */
export function CreditScoreUpdateRequestsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CreditScoreUpdateRequestStatus | ''>('OPEN');
  const { data, loading, error, refetch } = useQuery(AdminCreditScoreUpdateRequestsDocument, {
    variables: { status: status || null, page: 1, pageSize: 25 },
    // A resolved request leaves the open list by a refetch.
    context: FRESH_REFETCH,
  });
  const list = data?.creditScoreUpdateRequests;
  return (
    <div>
      <PageHeader
        title={t('profiles.admin.requests_title')}
        subtitle={list ? t('profiles.admin.total', { n: getPageInfo(list).count }) : undefined}
      />
      <FilterSelect
        label={t('profiles.pre_approval.status')}
        value={status}
        onChange={setStatus}
        options={[
          { value: '', label: t('profiles.admin.all') },
          { value: 'OPEN', label: t('profiles.admin.open') },
          { value: 'RESOLVED', label: t('profiles.admin.resolved_status') },
        ]}
        className="mb-4 flex flex-col gap-1.5 sm:w-64"
      />
      <ListStatus error={error} isLoading={loading && !list} />
      {list && list.items.length === 0 && (
        <p className="text-ink-muted">{t('profiles.admin.empty')}</p>
      )}
      <ul className="space-y-4">
        {list?.items.map((r) => (
          <li key={r.id}>
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ProfileNameLink profile={r.profile} />
                <Badge tone={r.status === 'OPEN' ? 'warning' : 'success'}>
                  {r.status === 'OPEN'
                    ? t('profiles.admin.open')
                    : t('profiles.admin.resolved_status')}
                </Badge>
              </div>
              <p className="mt-1 text-sm text-ink-muted">{formatDate(r.createdAt)}</p>
              <p className="mt-2 text-ink">{r.reason}</p>
              {r.resolutionNote && (
                <p className="mt-2 text-sm text-ink-muted">
                  {t('profiles.admin.note')}: {r.resolutionNote}
                </p>
              )}
              {r.status === 'OPEN' && <ResolveForm id={r.id} onDone={() => refetch()} />}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
