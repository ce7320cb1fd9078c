import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestRepliesDocument } from '../../__generated__/graphql';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ListState';
import { translateGraphError } from '../../ui/graph-errors';

/**
 * "Suggest replies" for the landlord of a conversation: three replies to the last message; one
 * picked goes into the message box to be edited and sent. Says when they are templates.
 */
export function ReplySuggestions({
  conversationId,
  onPick,
}: {
  conversationId: string;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [suggest, { data, loading, error }] = useMutation(SuggestRepliesDocument);
  const result = data?.suggestReplies;

  const ask = () => {
    setIsOpen(true);
    void suggest({ variables: { input: { conversationId } } }).catch(() => undefined);
  };

  if (!isOpen) {
    return (
      <div className="flex justify-end border-t border-line px-3 pt-2">
        <Button variant="secondary" size="sm" onPress={ask}>
          {t('ai.suggestions.button')}
        </Button>
      </div>
    );
  }
  return (
    <section
      aria-label={t('ai.suggestions.title')}
      className="border-t border-line bg-surface-raised px-3 py-2"
      aria-busy={loading}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-ink">{t('ai.suggestions.title')}</h2>
        <Button variant="ghost" size="sm" onPress={() => setIsOpen(false)}>
          {t('ai.suggestions.close')}
        </Button>
      </div>
      {loading && <p className="text-sm text-ink-muted">{t('ai.suggestions.loading')}</p>}
      {Boolean(error) && <ErrorText>{translateGraphError(t, error)}</ErrorText>}
      {result && !loading && (
        <>
          <p className="mb-2 text-xs text-ink-muted" data-testid="suggestions-note">
            {result.isTemplateBased
              ? t('ai.suggestions.template_note')
              : t('ai.suggestions.model_note')}
          </p>
          <ol className="flex flex-col gap-2">
            {result.suggestions.map((text, index) => (
              <li key={text} className="flex items-start gap-2 rounded-lg border border-line p-2">
                <p className="flex-1 text-sm text-ink">{text}</p>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('ai.suggestions.use_label', { number: index + 1 })}
                  onPress={() => {
                    onPick(text);
                    setIsOpen(false);
                  }}
                >
                  {t('ai.suggestions.use')}
                </Button>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-xs text-ink-muted">{t('ai.suggestions.hint')}</p>
        </>
      )}
    </section>
  );
}
