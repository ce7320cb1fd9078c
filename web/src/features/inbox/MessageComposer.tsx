import { MESSAGE_MAX_LENGTH, isSendableMessage } from '@leiga/domain';
import { useState, type KeyboardEvent } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { labelClass, textAreaClass } from '../../ui/fields';
import { readDraft, writeDraft } from './model';

/** Shows the count only near the limit, where it matters. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

/**
 * The message box. Its text is a draft kept per conversation in this browser until it is sent.
 * Enter sends, Shift+Enter starts a new line.
 */
export function MessageComposer({
  conversationId,
  onSend,
}: {
  conversationId: string;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => readDraft(conversationId));
  const isTooLong = text.trim().length > MESSAGE_MAX_LENGTH;
  const canSend = isSendableMessage(text);

  const change = (value: string) => {
    setText(value);
    writeDraft(conversationId, value);
  };
  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    change('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-line bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
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
    </form>
  );
}
