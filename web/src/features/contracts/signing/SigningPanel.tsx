import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CancelContractSigningDocument,
  MarkContractFullySignedDocument,
  SendContractSigningReminderDocument,
  StartContractSigningDocument,
  type ContractSigning_ContractFragment,
  type ContractSignerStatus,
} from '../../../__generated__/graphql';
import { useCurrentUser } from '../../../app/context';
import { enumKey } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Panel } from './Panel';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StatusBadge } from '../../../ui/StatusBadge';
import type { BadgeTone } from '../../../ui/Card';
import { translateContractError } from '../model';

const SIGNER_TONES: Readonly<Record<ContractSignerStatus, BadgeTone>> = {
  PENDING: 'warning',
  SIGNED: 'success',
  DECLINED: 'neutral',
};

type Dialog = 'start' | 'cancel' | 'paper';

/** A fresh key per confirmed start: a retried request answers the same signing process. */
function newIdempotencyKey(): string {
  return `web-${crypto.randomUUID()}`;
}

/**
 * Electronic signing on the pdf-sign page: each signer's progress, start (confirmed), remind,
 * cancel (confirmed); staff mark a paper lease fully signed. The api judges each action.
 */
export function SigningPanel({ contract: c }: { contract: ContractSigning_ContractFragment }) {
  const { t } = useTranslation();
  const isStaff = useCurrentUser()?.isStaff ?? false;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const startKey = useRef<string | null>(null);
  const [start, starting] = useMutation(StartContractSigningDocument);
  const [remind, reminding] = useMutation(SendContractSigningReminderDocument);
  const [cancel, cancelling] = useMutation(CancelContractSigningDocument);
  const [markSigned, marking] = useMutation(MarkContractFullySignedDocument);
  const input = { input: { id: c.id } };
  const canEdit = c.viewerAccess === 'EDIT';
  const process = c.eSignature.process;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(translateContractError(t, error));
    } finally {
      setDialog(null);
    }
  };

  return (
    <Panel title={t('contracts.e_signature.title')}>
      <div className="flex flex-col gap-3">
        {process ? (
          <p className="text-sm">
            {t(enumKey('contracts.e_signature.process_status', process.status))}
          </p>
        ) : (
          <p className="text-sm text-ink-muted">{t('contracts.signing_web.no_process')}</p>
        )}
        {c.eSignature.signers.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={t('contracts.web.signers')}>
            {c.eSignature.signers.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{s.name}</span>
                <span className="text-ink-muted">
                  {t(enumKey('contracts.party_roles', s.role))}
                </span>
                <StatusBadge
                  status={s.status}
                  tones={SIGNER_TONES}
                  labelPrefix="contracts.e_signature.signer_status"
                />
                {s.signedAt && (
                  <span className="text-ink-muted">
                    {t('contracts.signing_web.signed_at', { date: formatDate(s.signedAt) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {canEdit && c.status === 'COMMITTED' && c.signType === 'ELECTRONIC' && (
            <Button size="sm" onPress={() => setDialog('start')}>
              {t('contracts.signing_web.start')}
            </Button>
          )}
          {canEdit && c.status === 'SIGNING' && (
            <>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={reminding.loading}
                onPress={() =>
                  void run(
                    () => remind({ variables: input }),
                    t('contracts.signing_web.reminder_sent'),
                  )
                }
              >
                {t('contracts.e_signature.send_reminder')}
              </Button>
              <Button size="sm" variant="danger" onPress={() => setDialog('cancel')}>
                {t('contracts.signing_web.cancel')}
              </Button>
            </>
          )}
          {isStaff && c.status === 'COMMITTED' && c.signType === 'PAPER' && (
            <Button size="sm" variant="secondary" onPress={() => setDialog('paper')}>
              {t('contracts.signing_web.mark_signed')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={dialog === 'start'}
        onOpenChange={(open) => setDialog(open ? 'start' : null)}
        title={t('contracts.signing_web.start_title')}
        text={t('contracts.signing_web.start_text')}
        confirmLabel={t('contracts.signing_web.start')}
        tone="primary"
        isLoading={starting.loading}
        onConfirm={() => {
          startKey.current ??= newIdempotencyKey();
          const idempotencyKey = startKey.current;
          void run(
            () => start({ variables: { ...input, idempotencyKey } }),
            t('contracts.signing_web.started'),
          );
        }}
      />
      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t('contracts.signing_web.cancel_title')}
        text={t('contracts.signing_web.cancel_text')}
        confirmLabel={t('contracts.signing_web.cancel')}
        isLoading={cancelling.loading}
        onConfirm={() =>
          void run(async () => {
            await cancel({ variables: input });
            startKey.current = null;
          }, t('contracts.signing_web.cancelled'))
        }
      />
      <ConfirmDialog
        isOpen={dialog === 'paper'}
        onOpenChange={(open) => setDialog(open ? 'paper' : null)}
        title={t('contracts.signing_web.mark_signed_title')}
        text={t('contracts.signing_web.mark_signed_text')}
        confirmLabel={t('contracts.signing_web.mark_signed')}
        tone="primary"
        isLoading={marking.loading}
        onConfirm={() =>
          void run(() => markSigned({ variables: input }), t('contracts.signing_web.marked_signed'))
        }
      />
    </Panel>
  );
}
