import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AnswerRentalGuaranteeCancellationDocument,
  RequestRentalGuaranteeCancellationDocument,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { labelClass, textAreaClass } from '../../../ui/form/Field';
import { REFETCH, pendingRequest, translateLifecycleError, type Lifecycle } from './model';

type Dialog = 'request' | 'accept' | 'reject' | null;

/** Cancellation: either side asks with a reason; the other accepts or rejects, each confirmed. */
export function CancellationSection({ lifecycle }: { lifecycle: Lifecycle }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [request, requesting] = useMutation(RequestRentalGuaranteeCancellationDocument, {
    refetchQueries: REFETCH,
  });
  const [answer, answering] = useMutation(AnswerRentalGuaranteeCancellationDocument, {
    refetchQueries: REFETCH,
  });
  const pending = pendingRequest(lifecycle);
  const history = lifecycle.cancellationRequests.filter((r) => r.status !== 'PENDING');
  const open = (next: Dialog) => {
    setReason('');
    setReasonError(null);
    setDialog(next);
  };

  const confirm = async () => {
    const text = reason.trim();
    if ((dialog === 'request' || dialog === 'reject') && !text) {
      setReasonError(t('guarantee-lifecycle.validation.reason'));
      return;
    }
    try {
      if (dialog === 'request')
        await request({ variables: { id: lifecycle.guaranteeId, reason: text } });
      else if (pending)
        await answer({
          variables: {
            input: {
              guaranteeId: lifecycle.guaranteeId,
              requestId: pending.id,
              accept: dialog === 'accept',
              ...(text ? { reason: text } : {}),
            },
          },
        });
      setDialog(null);
    } catch (error) {
      toast.error(translateLifecycleError(t, error));
    }
  };

  if (!pending && !lifecycle.viewerCanRequestCancellation && history.length === 0) return null;
  const withReason = dialog === 'request' || dialog === 'reject';
  return (
    <section aria-labelledby="guarantee-cancellation" className="mt-6">
      <h3 id="guarantee-cancellation" className="text-base font-semibold text-ink">
        {t('guarantee-lifecycle.cancellation.heading')}
      </h3>
      {pending && (
        <div role="status" className="mt-2 text-ink" data-testid="cancellation-pending">
          <p>
            {t(
              `guarantee-lifecycle.cancellation.requested_by_${pending.requestedBy.toLowerCase()}`,
              {
                reason: pending.reason,
              },
            )}
          </p>
          {lifecycle.viewerCanAnswerRequestId === pending.id ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <Button onPress={() => open('accept')}>
                {t('guarantee-lifecycle.cancellation.accept')}
              </Button>
              <Button variant="secondary" onPress={() => open('reject')}>
                {t('guarantee-lifecycle.cancellation.reject')}
              </Button>
            </div>
          ) : (
            <p className="text-ink-muted">{t('guarantee-lifecycle.cancellation.waiting')}</p>
          )}
        </div>
      )}
      {lifecycle.viewerCanRequestCancellation && (
        <Button variant="secondary" className="mt-2" onPress={() => open('request')}>
          {t('guarantee-lifecycle.cancellation.request')}
        </Button>
      )}
      {history.length > 0 && (
        <ul
          className="mt-3 text-sm text-ink-muted"
          aria-label={t('guarantee-lifecycle.cancellation.history')}
        >
          {history.map((r) => (
            <li key={r.id}>
              {t(`guarantee-lifecycle.cancellation.requested_by_${r.requestedBy.toLowerCase()}`, {
                reason: r.reason,
              })}{' '}
              {r.status === 'ACCEPTED'
                ? t('guarantee-lifecycle.cancellation.answered_accepted', {
                    date: formatDate(r.answeredAt ?? r.createdAt),
                  })
                : t('guarantee-lifecycle.cancellation.answered_rejected', {
                    date: formatDate(r.answeredAt ?? r.createdAt),
                    reason: r.answerReason ?? '',
                  })}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={dialog !== null}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        title={t(
          dialog === 'accept'
            ? 'guarantee-lifecycle.cancellation.accept_title'
            : dialog === 'reject'
              ? 'guarantee-lifecycle.cancellation.reject_title'
              : 'guarantee-lifecycle.cancellation.confirm_title',
        )}
        text={t(
          dialog === 'accept'
            ? 'guarantee-lifecycle.cancellation.accept_body'
            : dialog === 'reject'
              ? 'guarantee-lifecycle.cancellation.reject_body'
              : 'guarantee-lifecycle.cancellation.confirm_body',
        )}
        confirmLabel={t(
          dialog === 'accept'
            ? 'guarantee-lifecycle.cancellation.accept'
            : dialog === 'reject'
              ? 'guarantee-lifecycle.cancellation.reject'
              : 'guarantee-lifecycle.cancellation.send',
        )}
        tone={dialog === 'reject' ? 'secondary' : 'danger'}
        isLoading={requesting.loading || answering.loading}
        onConfirm={() => void confirm()}
      >
        {withReason && (
          <div>
            <label htmlFor="cancellation-reason" className={labelClass}>
              {t('guarantee-lifecycle.cancellation.reason')}
            </label>
            <textarea
              id="cancellation-reason"
              className={textAreaClass}
              rows={3}
              value={reason}
              aria-invalid={reasonError !== null}
              aria-describedby={reasonError ? 'cancellation-reason-error' : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {reasonError && (
              <p id="cancellation-reason-error" className="text-sm text-red-700 dark:text-red-400">
                {reasonError}
              </p>
            )}
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
