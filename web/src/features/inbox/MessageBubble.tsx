import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FraudWarningNotice } from './FraudWarningNotice';
import { MessageAttachments } from './MessageAttachments';
import { formatMessageTime, type ShownMessage } from './model';

/** One message: ours on the right, theirs on the left; ours on its way or failed says so. */
export function MessageBubble({
  message,
  isMine,
  onRetry,
  onDiscard,
}: {
  message: ShownMessage;
  isMine: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li
      className={`flex flex-col gap-1 ${isMine ? 'items-end' : 'items-start'}`}
      data-testid="message"
      data-delivery={message.delivery}
    >
      {!isMine && message.sender && (
        <span className="px-1 text-xs text-ink-muted">{message.sender.fullName}</span>
      )}
      {!isMine && message.fraudWarning && <FraudWarningNotice warning={message.fraudWarning} />}
      {message.body && (
        <p
          className={`max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap sm:max-w-[70%] ${
            isMine ? 'bg-brand-700 text-white' : 'bg-surface-sunken text-ink'
          } ${message.delivery === 'sending' ? 'opacity-70' : ''}`}
        >
          {message.body}
        </p>
      )}
      <MessageAttachments attachments={message.attachments} isMine={isMine} />
      <span className="px-1 text-xs text-ink-muted">
        {message.delivery === 'sending' && t('inbox.conversation.sending')}
        {message.delivery === 'sent' && (
          <time dateTime={message.createdAt}>
            {formatMessageTime(message.createdAt, i18n.language)}
          </time>
        )}
      </span>
      {message.delivery === 'failed' && (
        <div
          role="alert"
          className="flex items-center gap-2 text-xs text-red-700 dark:text-red-400"
        >
          {t('inbox.conversation.not_sent')}
          <Button size="sm" variant="secondary" onPress={onRetry}>
            {t('inbox.conversation.retry')}
          </Button>
          <Button size="sm" variant="ghost" onPress={onDiscard}>
            {t('inbox.conversation.discard')}
          </Button>
        </div>
      )}
    </li>
  );
}
