import { MESSAGE_MAX_LENGTH, isSendableMessage } from '@leiga/domain';
import { useState, type KeyboardEvent } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { labelClass, textAreaClass } from '../../ui/fields';
import {
  discardAttachment,
  uploadAttachment,
  useAttachmentUploads,
  type AttachmentData,
  type DiscardAttachment,
  type UploadAttachment,
} from './attachment-uploads';
import { AttachButton, ChosenAttachments } from './ChosenAttachments';
import { readDraft, writeDraft } from './model';

/** Shows the count only near the limit, where it matters. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

/**
 * The message box. Its text is a draft kept per conversation in this browser until it is sent.
 * Enter sends, Shift+Enter starts a new line. Files upload as soon as they are chosen and go
 * with the message; it waits until they are all up.
 */
export function MessageComposer({
  conversationId,
  onSend,
  autoFocus = false,
  upload = uploadAttachment,
  discard = discardAttachment,
}: {
  conversationId: string;
  onSend: (text: string, attachments: AttachmentData[]) => void;
  /** Focus the box as it mounts (after a suggestion filled it). */
  autoFocus?: boolean;
  upload?: UploadAttachment;
  /** Takes back an uploaded file removed before sending. */
  discard?: DiscardAttachment;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => readDraft(conversationId));
  const files = useAttachmentUploads(conversationId, upload, discard);
  const isTooLong = text.trim().length > MESSAGE_MAX_LENGTH;
  const hasFiles = files.ready.length > 0;
  const canSend =
    !files.isUploading &&
    !isTooLong &&
    (isSendableMessage(text) || (hasFiles && text.trim() === ''));

  const change = (value: string) => {
    setText(value);
    writeDraft(conversationId, value);
  };
  const submit = () => {
    if (!canSend) return;
    onSend(text.trim(), files.ready);
    change('');
    files.clear();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="border-t border-line bg-surface"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ChosenAttachments chosen={files.chosen} onRemove={files.remove} onRetry={files.retry} />
      <div className="flex items-end gap-2 p-3">
        <AttachButton onChoose={files.add} />
        <TextField
          value={text}
          onChange={change}
          isInvalid={isTooLong}
          className="flex flex-1 flex-col gap-1"
        >
          <Label className={`${labelClass} sr-only`}>{t('inbox.composer.label')}</Label>
          <TextArea
            className={`${textAreaClass} max-h-48 min-h-12`}
            rows={2}
            placeholder={t('inbox.composer.placeholder')}
            onKeyDown={onKeyDown}
            autoFocus={autoFocus}
            data-testid="message-box"
          />
          {text.length >= COUNTER_FROM && (
            <span
              className={`text-xs ${isTooLong ? 'text-red-700 dark:text-red-400' : 'text-ink-muted'}`}
              aria-live="polite"
            >
              {isTooLong
                ? t('validation.message_length', { max: MESSAGE_MAX_LENGTH })
                : t('inbox.composer.characters', {
                    length: text.trim().length,
                    max: MESSAGE_MAX_LENGTH,
                  })}
            </span>
          )}
        </TextField>
        <Button type="submit" isDisabled={!canSend}>
          {t('inbox.composer.send')}
        </Button>
      </div>
      {files.isUploading && (
        <p className="sr-only" aria-live="polite">
          {t('inbox-attachments.composer.wait')}
        </p>
      )}
    </form>
  );
}
