import { useTranslation } from 'react-i18next';
import type { InboxConversationEvent_EventFragment } from '../../__generated__/graphql';
import { formatMessageTime } from './model';
import { eventMessageKey } from './links-model';

/** A system entry of the timeline: what happened to the application or contract, centred. */
export function SystemEvent({ event }: { event: InboxConversationEvent_EventFragment }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex flex-col items-center gap-1 py-1" data-testid="conversation-event">
      <p className="rounded-full bg-surface-sunken px-3 py-1 text-center text-xs text-ink-muted">
        {t(eventMessageKey(event.kind))}
      </p>
      <time className="text-xs text-ink-muted" dateTime={event.createdAt}>
        {formatMessageTime(event.createdAt, i18n.language)}
      </time>
    </li>
  );
}
