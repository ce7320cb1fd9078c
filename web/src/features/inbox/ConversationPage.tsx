import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { InboxRow_ConversationFragmentDoc } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Button, buttonClass } from '../../ui/Button';
import { Spinner } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { translateGraphError } from '../../ui/graph-errors';
import { ChevronLeftIcon } from '../../ui/icons';
import { ErrorText, LoadState } from '../../ui/ListState';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { otherParticipants } from './model';
import { useConversationMessages } from './use-conversation-messages';

/** How close to the top (px) scrolling loads older messages, and to the bottom follows new ones. */
const EDGE_PX = 80;

/** /inbox/{id}: full screen; newest at the bottom, older ones on scrolling up, live. */
export function ConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const me = user
    ? { __typename: 'ConversationParticipant' as const, id: user.id, fullName: user.fullName }
    : null;
  const state = useConversationMessages(id, me);
  const { messages, hasOlder, isLoadingOlder, loadOlder, markAllRead } = state;
  const conversation = state.conversation
    ? getFragmentData(InboxRow_ConversationFragmentDoc, state.conversation)
    : null;
  const scroller = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  const hasUnread = (conversation?.unreadCount ?? 0) > 0;
  useEffect(() => {
    if (hasUnread) markAllRead();
  }, [hasUnread, markAllRead]);

  const newestKey = messages.at(-1)?.localId ?? messages.at(-1)?.id;
  const oldestId = messages[0]?.id;
  // Older messages keep what the reader looks at in place; new ones follow only at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop = el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (isNearBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [newestKey, oldestId]);

  const askOlder = () => {
    const el = scroller.current;
    if (el) heightBeforeOlder.current = el.scrollHeight - el.scrollTop;
    void loadOlder();
  };
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    isNearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX && hasOlder && !isLoadingOlder && !state.olderError) askOlder();
  };

  if (!state.query.loading && !state.query.error && !conversation) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <EmptyState
          title={t('inbox.conversation.not_found')}
          text={t('inbox.conversation.not_found_text')}
          action={
            <RouteLink to={paths.inbox.href()} className={buttonClass('primary')}>
              {t('inbox.conversation.back')}
            </RouteLink>
          }
        />
      </div>
    );
  }

  const title = conversation ? otherParticipants(conversation.participants, me?.id) : '';
  const listing = conversation?.listing;
  return (
    <div className="mx-auto flex h-dvh max-w-3xl flex-col">
      <header className="flex items-center gap-3 border-b border-line p-3">
        <RouteLink
          to={paths.inbox.href()}
          className={buttonClass('ghost', 'sm')}
          aria-label={t('inbox.conversation.back')}
        >
          <ChevronLeftIcon size={20} />
        </RouteLink>
        <div className="min-w-0">
          <h1 className="truncate font-semibold text-ink">{title}</h1>
          {listing && (
            <RouteLink
              to={paths.listing.href({ id: listing.id })}
              className="block truncate text-xs text-brand-700 underline"
            >
              {listing.title ?? listing.street}
            </RouteLink>
          )}
        </div>
      </header>
      <div
        ref={scroller}
        onScroll={onScroll}
        className="flex-1 overflow-y-auto p-4"
        aria-busy={state.query.loading || isLoadingOlder}
      >
        <LoadState
          hasData={Boolean(conversation)}
          isLoading={state.query.loading}
          error={state.query.error}
        />
        {hasOlder && (
          <div className="mb-4 flex justify-center">
            <Button variant="secondary" size="sm" isLoading={isLoadingOlder} onPress={askOlder}>
              {t('inbox.conversation.load_older')}
            </Button>
          </div>
        )}
        {Boolean(state.olderError) && (
          <ErrorText>{translateGraphError(t, state.olderError)}</ErrorText>
        )}
        {conversation && messages.length === 0 && (
          <p className="py-10 text-center text-ink-muted">{t('inbox.conversation.empty')}</p>
        )}
        <ol
          className="flex flex-col gap-3"
          aria-label={t('inbox.conversation.messages')}
          aria-live="polite"
        >
          {messages.map((m) => (
            <MessageBubble
              key={m.localId ?? m.id}
              message={m}
              isMine={m.sender?.id === me?.id}
              onRetry={() => void state.send(m.body, m.localId)}
              onDiscard={() => m.localId && state.discard(m.localId)}
            />
          ))}
        </ol>
        {state.query.loading && conversation && <Spinner label={t('common.status.loading')} />}
      </div>
      {conversation && (
        <MessageComposer
          key={id}
          conversationId={id}
          onSend={(text) => {
            isNearBottom.current = true;
            void state.send(text);
          }}
        />
      )}
    </div>
  );
}
