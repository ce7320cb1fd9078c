import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  ConversationSummaryDocument,
  RegenerateConversationSummaryDocument,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { toast } from '../../shell/toast-store';
import { Button, buttonClass } from '../../ui/Button';
import { Badge, Card, PageHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { translateGraphError } from '../../ui/graph-errors';
import { LoadState } from '../../ui/ListState';
import { providerLabel } from './model';

/** /admin/conversation-summaries/{id}: the summary, who made it, and "regenerate". */
export function ConversationSummaryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [isConfirming, setIsConfirming] = useState(false);
  const { data, loading, error } = useQuery(ConversationSummaryDocument, { variables: { id } });
  const [regenerate, regenerating] = useMutation(RegenerateConversationSummaryDocument);
  const summary = data?.conversationSummary;

  const confirmRegenerate = async () => {
    try {
      await regenerate({ variables: { input: { id } } });
      toast.success(t('ai.summaries.regenerated'));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    } finally {
      setIsConfirming(false);
    }
  };

  const back = (
    <RouteLink to={paths.adminConversationSummaries.href()} className={buttonClass('secondary')}>
      {t('ai.summaries.back')}
    </RouteLink>
  );
  if (!loading && !error && !summary) {
    return <EmptyState title={t('ai.summaries.not_found')} action={back} />;
  }
  return (
    <div>
      <LoadState hasData={Boolean(summary)} isLoading={loading} error={error} />
      {summary && (
        <>
          <PageHeader
            title={t('ai.summaries.detail_title', { id: summary.conversationId })}
            subtitle={t('ai.summaries.meta', {
              messages: summary.messageCount,
              date: formatDate(summary.updatedAt),
            })}
            actions={
              <div className="flex flex-wrap gap-2">
                {back}
                <RouteLink
                  to={paths.inboxConversation.href({ id: summary.conversationId })}
                  className={buttonClass('secondary')}
                >
                  {t('ai.summaries.open_conversation')}
                </RouteLink>
                <Button onPress={() => setIsConfirming(true)} isLoading={regenerating.loading}>
                  {t('ai.summaries.regenerate')}
                </Button>
              </div>
            }
          />
          <Card className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={summary.isExtractive ? 'neutral' : 'brand'}>
                <span data-testid="summary-provider">
                  {providerLabel(t, summary.providerKind, summary.model)}
                </span>
              </Badge>
            </div>
            <p className="text-sm text-ink-muted">
              {summary.isExtractive
                ? t('ai.summaries.extractive_note')
                : t('ai.summaries.model_note')}
            </p>
            <pre
              className="font-sans text-sm whitespace-pre-wrap text-ink"
              lang={summary.language.toLowerCase()}
              data-testid="summary-text"
            >
              {summary.summary}
            </pre>
          </Card>
          <ConfirmDialog
            isOpen={isConfirming}
            onOpenChange={setIsConfirming}
            title={t('ai.summaries.regenerate_title')}
            text={t('ai.summaries.regenerate_text')}
            confirmLabel={t('ai.summaries.regenerate')}
            tone="primary"
            isLoading={regenerating.loading}
            onConfirm={() => void confirmRegenerate()}
          />
        </>
      )}
    </div>
  );
}
