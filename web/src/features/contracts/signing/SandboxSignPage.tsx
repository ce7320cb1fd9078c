import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Card';
import { FormAlert } from '../../../ui/form/FormKit';
import {
  checkSignature,
  getSignerView,
  SigningLinkError,
  startSignature,
  type SignerView,
} from './sandbox-signing';

/** How often the page asks whether the phone has confirmed. */
const POLL_MS = 1500;

type Failure = 'not_found' | 'ended' | 'failed';

function failureOf(error: unknown): Failure {
  if (error instanceof SigningLinkError && error.status === 404) return 'not_found';
  if (error instanceof SigningLinkError && error.status === 409) return 'ended';
  return 'failed';
}

/**
 * /sandbox/e-sign/{token}: the page the signing link in the SMS or e-mail opens. It shows who
 * signs what; "Sign with electronic ID" asks the electronic-ID sandbox, then the page polls until
 * the phone has confirmed (signed) or refused (declined).
 */
export function SandboxSignPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [view, setView] = useState<SignerView | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isSigning, setSigning] = useState(false);

  useEffect(() => {
    getSignerView(token).then(setView, (error: unknown) => setFailure(failureOf(error)));
  }, [token]);

  const isWaiting = isSigning && view?.status === 'pending';
  const poll = useCallback(async () => {
    try {
      setView(await checkSignature(token));
    } catch (error) {
      setFailure(failureOf(error));
      setSigning(false);
    }
  }, [token]);
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => clearInterval(timer);
  }, [isWaiting, poll]);

  const sign = async () => {
    setFailure(null);
    setSigning(true);
    try {
      setView(await startSignature(token));
    } catch (error) {
      setFailure(failureOf(error));
      setSigning(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold text-ink">
        {t('contracts.signing_web.sandbox_title')}
      </h1>
      {failure && (
        <FormAlert tone="error">{t(`contracts.signing_web.sandbox_${failure}`)}</FormAlert>
      )}
      {!view && !failure && <Spinner label={t('contracts.signing_web.sandbox_loading')} />}
      {view && (
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-5">
          <p>{t('contracts.signing_web.sandbox_signer', { name: view.name })}</p>
          <p>{t('contracts.signing_web.sandbox_document', { title: view.title })}</p>
          <p className="text-sm text-ink-muted">
            {t('contracts.signing_web.sandbox_expires', { date: formatDate(view.expires_at) })}
          </p>
          {view.status === 'signed' && (
            <FormAlert tone="success">
              {t('contracts.signing_web.sandbox_signed', {
                date: formatDate(view.signed_at),
              })}
            </FormAlert>
          )}
          {view.status === 'declined' && (
            <FormAlert tone="error">{t('contracts.signing_web.sandbox_declined')}</FormAlert>
          )}
          {view.status === 'pending' && view.process_status !== 'created' && (
            <FormAlert tone="info">{t('contracts.signing_web.sandbox_ended')}</FormAlert>
          )}
          {isWaiting && (
            <FormAlert tone="info">
              {t('contracts.signing_web.sandbox_confirm', {
                code: view.verification_code ?? '',
              })}
            </FormAlert>
          )}
          {view.status === 'pending' && view.process_status === 'created' && !isWaiting && (
            <Button onPress={() => void sign()}>{t('contracts.signing_web.sandbox_sign')}</Button>
          )}
        </div>
      )}
    </main>
  );
}
