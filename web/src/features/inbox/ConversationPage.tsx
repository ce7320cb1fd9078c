import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  InboxConversationEvent_EventFragmentDoc,
  InboxConversationLinks_LinksFragmentDoc,
  InboxConversationLinksChangedDocument,
  InboxConversationLinksDocument,
  InboxRow_ConversationFragmentDoc,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Button, buttonClass } from '../../ui/Button';
import { Spinner } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { translateGraphError } from '../../ui/graph-errors';
import { ChevronLeftIcon } from '../../ui/icons';
import { ErrorText, LoadState } from '../../ui/ListState';
import { ConnectContractForm } from './ConnectContractForm';
import { ConnectListingForm } from './ConnectListingForm';
import { ConversationLinkChips } from './ConversationLinkChips';
import { interleaveEvents } from './links-model';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { otherParticipants, writeDraft } from './model';
import { SystemEvent } from './SystemEvent';
import { ReplySuggestions } from './ReplySuggestions';
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
  // What the conversation is about and its application/contract events: read beside the messages.
  const linkQuery = useQuery(InboxConversationLinksDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const linked = linkQuery.data?.conversation;
  // An application or contract event (or a new link) changes this conversation: read them again.
  useSubscription(InboxConversationLinksChangedDocument, {
    onData: ({ data }) => {
      if (data.data?.conversationUpdated.id === id) void linkQuery.refetch();
    },
  });
  const links = linked
    ? getFragmentData(InboxConversationLinks_LinksFragmentDoc, linked.links)
    : null;
  const events = linked
    ? getFragmentData(InboxConversationEvent_EventFragmentDoc, linked.events)
    : [];
  const { messages, hasOlder, isLoadingOlder, loadOlder, markAllRead } = state;
  const conversation = state.conversation
    ? getFragmentData(InboxRow_ConversationFragmentDoc, state.conversation)
    : null;
  const scroller = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  // A picked suggestion becomes the draft; a new key remounts the box so it reads it.
  const [composerVersion, setComposerVersion] = useState(0);
  const pickSuggestion = (text: string) => {
    writeDraft(id, text);
    setComposerVersion((v) => v + 1);
  };

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
          {listing && !links && (
            <RouteLink
              to={paths.listing.href({ id: listing.id })}
              className="block truncate text-xs text-brand-700 underline"
            >
              {listing.title ?? listing.street}
            </RouteLink>
          )}
          {links && <ConversationLinkChips links={links} reader={user} />}
          {links && (
            <div className="flex flex-wrap gap-2">
              {user?.userType === 'LANDLORD' && (
                <ConnectListingForm
                  conversationId={id}
                  connectedIds={links.listings.map((l) => l.id)}
                />
              )}
              <ConnectContractForm
                conversationId={id}
                connectedIds={links.contracts.map((c) => c.id)}
              />
            </div>
          )}
        </div>
      </header>
      <div
        ref={scroller}
        onScroll={onScroll}
        // Focusable so a keyboard can scroll the messages when none of them holds a link.
        tabIndex={0}
        role="region"
        aria-label={t('inbox.conversation.messages')}
        className="flex-1 overflow-y-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
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
          {interleaveEvents(messages, events, hasOlder).map((row) => {
            if (row.kind === 'event') return <SystemEvent key={row.key} event={row.event} />;
            const m = row.message;
            return (
              <MessageBubble
                key={row.key}
                message={m}
                isMine={m.sender?.id === me?.id}
                onRetry={() => void state.send(m.body, m.localId)}
                onDiscard={() => m.localId && state.discard(m.localId)}
              />
            );
          })}
        </ol>
        {state.query.loading && conversation && <Spinner label={t('common.status.loading')} />}
      </div>
      {conversation && user?.userType === 'LANDLORD' && (
        <ReplySuggestions key={`suggestions-${id}`} conversationId={id} onPick={pickSuggestion} />
      )}
      {conversation && (
        <MessageComposer
          key={`${id}-${composerVersion}`}
          autoFocus={composerVersion > 0}
          conversationId={id}
          onSend={(text, attachments) => {
            isNearBottom.current = true;
            void state.send(text, undefined, attachments);
          }}
        />
      )}
    </div>
  );
}
