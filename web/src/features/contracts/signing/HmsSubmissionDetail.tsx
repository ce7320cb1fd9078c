import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import {
  HmsSubmissionRow_SubmissionFragmentDoc,
  HmsSubmissionDetailDocument,
  ResubmitHmsSubmissionDocument,
} from '../../../__generated__/graphql';
import { enumKey } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadState } from '../../../ui/ListState';
import { translateContractError } from '../model';
import { Panel } from './Panel';

/** One submission's attempts, and resubmit (confirmed) once it failed or was rejected. */
export function HmsSubmissionDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const { data, loading, error } = useQuery(HmsSubmissionDetailDocument, { variables: { id } });
  const [resubmit, resubmitting] = useMutation(ResubmitHmsSubmissionDocument, {
    refetchQueries: ['HmsSubmissions', 'HmsSubmissionDetail'],
  });
  const s = data?.hmsSubmission;
  if (!s)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateContractError}
      />
    );
  const { status } = getFragmentData(HmsSubmissionRow_SubmissionFragmentDoc, s);
  const canResubmit = status === 'FAILED' || status === 'REJECTED';
  return (
    <Panel title={t('contracts.signing_web.hms_detail_title', { id: s.id })}>
      <ol
        className="flex flex-col gap-2 text-sm"
        aria-label={t('contracts.signing_web.hms_history')}
      >
        {s.attemptsHistory.map((a) => (
          <li key={a.attempt} className="flex flex-wrap gap-2">
            <span className="font-medium">#{a.attempt}</span>
            <span>{t(enumKey('contracts.hms.outcome', a.outcome))}</span>
            <span className="text-ink-muted">{formatDate(a.startedAt)}</span>
            {a.registrationNumber && <span>{a.registrationNumber}</span>}
            {a.error && <span className="text-ink-muted">{a.error}</span>}
          </li>
        ))}
      </ol>
      {canResubmit && (
        <Button size="sm" className="mt-3" onPress={() => setConfirming(true)}>
          {t('contracts.signing_web.hms_resubmit')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('contracts.signing_web.hms_resubmit_title')}
        text={t('contracts.signing_web.hms_resubmit_text')}
        confirmLabel={t('contracts.signing_web.hms_resubmit')}
        tone="primary"
        isLoading={resubmitting.loading}
        onConfirm={() =>
          void resubmit({ variables: { id: s.id } })
            .then(
              () => toast.success(t('contracts.signing_web.hms_resubmitted')),
              (e: unknown) => toast.error(translateContractError(t, e)),
            )
            .finally(() => setConfirming(false))
        }
      />
    </Panel>
  );
}
