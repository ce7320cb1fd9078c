import { MESSAGE_MAX_LENGTH, isSendableMessage } from '@leiga/domain';
import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AskLandlordDocument } from '../../__generated__/graphql';
import { fetchGraph } from '../../app/graph-fetch';
import { useLocalizedPath } from '../../app/links';
import { paths } from '../../app/paths';
import { Button } from '../../ui/Button';
import { DialogActions, DialogFrame } from '../../ui/DialogFrame';
import { labelClass, textAreaClass } from '../../ui/fields';
import { translateGraphError } from '../../ui/graph-errors';
import { ErrorText } from '../../ui/ListState';

/** The question to the landlord; sent, it opens the conversation in the inbox. */
export function AskLandlordDialog({
  listingId,
  ownerName,
  isOpen,
  onOpenChange,
}: {
  listingId: string;
  ownerName: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const isTooLong = text.trim().length > MESSAGE_MAX_LENGTH;

  const send = async () => {
    if (!isSendableMessage(text)) return;
    setSending(true);
    setError(null);
    try {
      const data = await fetchGraph(AskLandlordDocument, { listingId, message: text.trim() });
      const id = data.startListingConversation.conversation.id;
      await navigate(localize(paths.inboxConversation.href({ id })));
    } catch (e) {
      setError(e);
      setSending(false);
    }
  };

  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('inbox.ask.title', { name: ownerName })}
      width="md"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField
          value={text}
          onChange={setText}
          isInvalid={isTooLong}
          className="mt-3 flex flex-col gap-1"
        >
          <Label className={labelClass}>{t('inbox.ask.label')}</Label>
          <TextArea
            className={textAreaClass}
            rows={5}
            placeholder={t('inbox.ask.placeholder')}
            autoFocus
          />
          {isTooLong && (
            <span className="text-xs text-red-700 dark:text-red-400">
              {t('validation.message_length', { max: MESSAGE_MAX_LENGTH })}
            </span>
          )}
        </TextField>
        {Boolean(error) && (
          <div className="mt-3">
            <ErrorText>{translateGraphError(t, error)}</ErrorText>
          </div>
        )}
        <DialogActions>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" isLoading={isSending} isDisabled={!isSendableMessage(text)}>
            {t('inbox.ask.send')}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
