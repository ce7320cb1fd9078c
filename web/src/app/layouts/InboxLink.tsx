import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  HeaderInboxConversationUpdatedDocument,
  HeaderInboxUnreadCountDocument,
} from '../../__generated__/graphql';
import { MessageIcon } from '../../ui/icons';
import { RouteLink } from '../links';
import { paths } from '../paths';
import { menuButtonClass } from './menu-classes';

/** The header's way to /inbox, with the unread count kept live by the inbox subscription. */
export function InboxLink() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(HeaderInboxUnreadCountDocument);
  useSubscription(HeaderInboxConversationUpdatedDocument, { onData: () => void refetch() });
  const count = data?.inboxUnreadCount ?? 0;
  return (
    <RouteLink
      to={paths.inbox.href()}
      className={`${menuButtonClass} relative`}
      aria-label={count > 0 ? t('inbox.header.link_unread', { count }) : t('inbox.header.link')}
      data-testid="header-inbox"
    >
      <MessageIcon size={18} />
      {count > 0 && (
        <span
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          aria-hidden="true"
          data-testid="header-inbox-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </RouteLink>
  );
}
