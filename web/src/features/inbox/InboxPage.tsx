import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SearchField, Input, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import {
  InboxConversationsDocument,
  InboxConversationUpdatedDocument,
  InboxMessage_MessageFragmentDoc,
  InboxRow_ConversationFragmentDoc,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Badge, PageHeader } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { inputClass, labelClass } from '../../ui/fields';
import { LoadState } from '../../ui/ListState';
import { Pagination } from '../../ui/Pagination';
import { formatMessageTime, otherParticipants } from './model';

const SEARCH_DELAY_MS = 300;

function ConversationRow({
  conversation: ref,
}: {
  conversation: FragmentType<typeof InboxRow_ConversationFragmentDoc>;
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const conversation = getFragmentData(InboxRow_ConversationFragmentDoc, ref);
  const last = getFragmentData(InboxMessage_MessageFragmentDoc, conversation.lastMessage);
  const isUnread = conversation.unreadCount > 0;
  // A message of files alone previews as their names.
  const attachmentNames = (message: NonNullable<typeof last>) =>
    t('inbox-attachments.list.files', {
      names: message.attachments.map((a) => a.fileName).join(', '),
    });
  const about = conversation.listing?.title ?? conversation.listing?.street;
  return (
    <li>
      <RouteLink
        to={paths.inboxConversation.href({ id: conversation.id })}
        className="flex items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
        data-testid="inbox-row"
      >
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <h2 className={`truncate text-ink ${isUnread ? 'font-bold' : 'font-semibold'}`}>
              {otherParticipants(conversation.participants, me?.id)}
            </h2>
            <time className="shrink-0 text-xs text-ink-muted" dateTime={conversation.lastMessageAt}>
              {formatMessageTime(conversation.lastMessageAt, i18n.language)}
            </time>
          </div>
          {about && <p className="truncate text-xs text-ink-muted">{about}</p>}
          <p className={`mt-1 truncate text-sm ${isUnread ? 'text-ink' : 'text-ink-muted'}`}>
            {last ? last.body || attachmentNames(last) : t('inbox.list.no_messages')}
          </p>
        </div>
        {isUnread && (
          <Badge tone="brand">
            <span aria-label={t('inbox.list.unread', { count: conversation.unreadCount })}>
              {conversation.unreadCount}
            </span>
          </Badge>
        )}
      </RouteLink>
    </li>
  );
}

/** /inbox: the signed-in user's conversations, unread first, searchable, live. */
export function InboxPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The search runs after a pause in typing, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(draft.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const { data, previousData, loading, error, refetch } = useQuery(InboxConversationsDocument, {
    variables: { search: search || null, order: 'UNREAD', page },
  });
  // A message or a read anywhere in the user's conversations reorders the list and its badges.
  useSubscription(InboxConversationUpdatedDocument, { onData: () => void refetch() });
  const list = (data ?? previousData)?.conversations;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('inbox.list.title')} subtitle={t('inbox.list.subtitle')} />
      <SearchField value={draft} onChange={setDraft} className="mb-4 flex flex-col gap-1">
        <Label className={labelClass}>{t('inbox.list.search')}</Label>
        <Input className={inputClass} placeholder={t('inbox.list.search_placeholder')} />
      </SearchField>
      <LoadState hasData={Boolean(list)} isLoading={loading} error={error} />
      {list && list.items.length === 0 && (
        <EmptyState
          title={search ? t('inbox.list.no_results') : t('inbox.list.empty_title')}
          text={search ? t('inbox.list.no_results_text') : t('inbox.list.empty_text')}
          action={
            search ? undefined : (
              <RouteLink to={paths.listings.href()} className="text-brand-700 underline">
                {t('inbox.list.browse_listings')}
              </RouteLink>
            )
          }
        />
      )}
      {list && list.items.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('inbox.list.title')}>
          {list.items.map((c) => (
            <ConversationRow
              key={getFragmentData(InboxRow_ConversationFragmentDoc, c).id}
              conversation={c}
            />
          ))}
        </ul>
      )}
      {list && (list.hasNextPage || page > 1) && (
        <Pagination
          page={page}
          pages={Math.ceil(list.count / list.pageSize)}
          hasNextPage={list.hasNextPage}
          onPage={setPage}
        />
      )}
    </div>
  );
}
