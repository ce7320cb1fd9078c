import { useMutation, useQuery } from '@apollo/client/react';
import { CONVERSATION_SUMMARIES_PAGE_SIZE } from '@leiga/domain';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ConversationSummariesDocument,
  CreateConversationSummaryDocument,
} from '../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { cellClass, DataTable } from '../../ui/DataTable';
import { EmptyText } from '../../ui/EmptyState';
import { inputClass, labelClass } from '../../ui/fields';
import { translateGraphError } from '../../ui/graph-errors';
import { ErrorText, LoadState } from '../../ui/ListState';
import { getPageInfo, ListPagination } from '../../ui/Pagination';
import { providerLabel } from './model';

/** /admin/conversation-summaries: staff's summaries, newest first, and a form to make one. */
export function ConversationSummariesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [conversationId, setConversationId] = useState('');
  const { data, loading, error } = useQuery(ConversationSummariesDocument, {
    variables: { page, pageSize: CONVERSATION_SUMMARIES_PAGE_SIZE },
  });
  const [create, creating] = useMutation(CreateConversationSummaryDocument);
  const list = data?.conversationSummaries;

  const submit = async () => {
    const id = conversationId.trim();
    if (!/^\d+$/.test(id)) return;
    const result = await create({ variables: { input: { conversationId: id } } }).catch(() => null);
    const made = result?.data?.createConversationSummary;
    if (made) void navigate(localized(paths.adminConversationSummary.href({ id: made.id })));
  };

  return (
    <div>
      <PageHeader title={t('ai.summaries.title')} subtitle={t('ai.summaries.subtitle')} />
      <form
        className="mb-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          value={conversationId}
          onChange={setConversationId}
          inputMode="numeric"
          className="flex flex-col gap-1.5"
        >
          <Label className={labelClass}>{t('ai.summaries.create_label')}</Label>
          <Input className={inputClass} />
        </TextField>
        <Button
          type="submit"
          isLoading={creating.loading}
          isDisabled={!/^\d+$/.test(conversationId.trim())}
        >
          {creating.loading ? t('ai.summaries.creating') : t('ai.summaries.create')}
        </Button>
      </form>
      {Boolean(creating.error) && <ErrorText>{translateGraphError(t, creating.error)}</ErrorText>}
      <LoadState hasData={Boolean(list)} isLoading={loading} error={error} />
      {list && (
        <>
          {list.items.length === 0 ? (
            <EmptyText>{t('ai.summaries.empty')}</EmptyText>
          ) : (
            <DataTable
              columns={[
                { label: t('ai.summaries.columns.conversation') },
                { label: t('ai.summaries.columns.made_by') },
                { label: t('ai.summaries.columns.messages'), className: 'hidden sm:table-cell' },
                { label: t('ai.summaries.columns.updated') },
              ]}
            >
              {list.items.map((s) => (
                <tr key={s.id} className="border-t border-line">
                  <td className={cellClass}>
                    <RouteLink
                      to={paths.adminConversationSummary.href({ id: s.id })}
                      className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {t('ai.summaries.conversation_number', { id: s.conversationId })}
                    </RouteLink>
                  </td>
                  <td className={cellClass}>{providerLabel(t, s.providerKind, s.model)}</td>
                  <td className={`${cellClass} hidden sm:table-cell`}>{s.messageCount}</td>
                  <td className={cellClass}>{formatDate(s.updatedAt)}</td>
                </tr>
              ))}
            </DataTable>
          )}
          {getPageInfo(list).count > CONVERSATION_SUMMARIES_PAGE_SIZE && (
            <ListPagination
              list={list}
              page={page}
              onPage={(p) => setParams({ page: String(p) })}
            />
          )}
        </>
      )}
    </div>
  );
}
