import { useApolloClient, useMutation } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__';
import {
  LoanAgreementPdfDocument,
  LoanLifecycleFieldsFragmentDoc,
  RefreshLoanSigningDocument,
  SignLoanDocument,
} from '../../__generated__/graphql';
import { useLocalizedPath } from '../../app/links';
import { base64ToBlob, saveBlob } from '../../lib/download';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ListState';
import { LoanPayoutAttempts } from './LoanPayoutAttempts';
import { translateLoanError } from './model';

type Props = {
  loanId: string;
  lifecycle: FragmentType<typeof LoanLifecycleFieldsFragmentDoc>;
  /** Only the borrower signs; staff see the state. */
  isOwner: boolean;
  /** Staff see every payout attempt and may send a rejected payout again. */
  isStaff: boolean;
};

/**
 * Signing and payout of an approved loan: the button that starts signing (or opens the open
 * process's link), the date the approval lapses unsigned, a check for when the provider's
 * callback is late and the agreement's download (the signed version once signed); then the payout.
 */
export function LoanLifecycleSection({ loanId, lifecycle, isOwner, isStaff }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const l = getFragmentData(LoanLifecycleFieldsFragmentDoc, lifecycle);
  const [sign, signing] = useMutation(SignLoanDocument);
  const [refresh, refreshing] = useMutation(RefreshLoanSigningDocument);
  const [error, setError] = useState<string | null>(null);
  const client = useApolloClient();
  const [downloading, setDownloading] = useState(false);
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);

  const open = async (href: string) => {
    // The e-signature service's page; the sandbox's is served on this origin.
    const url = new URL(href, window.location.origin);
    if (url.origin === window.location.origin)
      await navigate(localize(url.pathname.replace(/\/$/, '')));
    else window.location.assign(url.href);
  };

  const startSigning = async () => {
    setError(null);
    try {
      const { data } = await sign({ variables: { loanId } });
      const started = data && getFragmentData(LoanLifecycleFieldsFragmentDoc, data.signLoan);
      if (started?.signing?.signingUrl) await open(started.signing.signingUrl);
    } catch (e) {
      setError(translateLoanError(t, e) || t('loans.page.signing_error'));
    }
  };

  const checkSigning = async () => {
    setError(null);
    try {
      await refresh({ variables: { loanId } });
    } catch (e) {
      setError(translateLoanError(t, e));
    }
  };

  const downloadAgreement = async () => {
    setError(null);
    setDownloading(true);
    try {
      const { data } = await client.query({
        query: LoanAgreementPdfDocument,
        variables: { loanId },
        fetchPolicy: 'network-only',
      });
      const pdf = data?.loanAgreementPdf;
      if (pdf) saveBlob(base64ToBlob(pdf.base64, pdf.contentType), pdf.filename);
    } catch (e) {
      setError(translateLoanError(t, e) || t('loans.page.download_error'));
    } finally {
      setDownloading(false);
    }
  };

  const isAwaiting = l.status === 'APPROVED';
  // A lapsed approval whose signing never started has no agreement to download.
  const hasAgreement = l.status !== 'EXPIRED' || l.signing !== null;
  const pendingUrl = l.signing?.status === 'pending' ? l.signing.signingUrl : null;
  return (
    <section className="flex flex-col gap-4" data-testid="loan-lifecycle">
      <div>
        <h2 className="text-lg font-semibold text-ink">{t('loans.page.signing_title')}</h2>
        {l.signing?.signedAt ? (
          <p data-testid="loan-signed">
            {t('loans.page.signed_on', { date: formatDate(l.signing.signedAt) })}
          </p>
        ) : (
          isAwaiting && (
            <div className="flex flex-col gap-2">
              <p className="text-ink-muted">
                {pendingUrl ? t('loans.page.signing_pending') : t('loans.page.sign_intro')}
              </p>
              {l.signingExpiresAt && (
                <p data-testid="loan-signing-deadline">
                  {t('loans.page.sign_deadline', { date: formatDate(l.signingExpiresAt) })}
                </p>
              )}
              {isOwner && (
                <div className="flex flex-wrap gap-2">
                  {pendingUrl ? (
                    <Button onPress={() => void open(pendingUrl)}>
                      {t('loans.page.open_signing')}
                    </Button>
                  ) : (
                    <Button onPress={() => void startSigning()} isLoading={signing.loading}>
                      {t('loans.page.start_signing')}
                    </Button>
                  )}
                  {pendingUrl && (
                    <Button
                      variant="secondary"
                      onPress={() => void checkSigning()}
                      isLoading={refreshing.loading}
                    >
                      {t('loans.page.check_signing')}
                    </Button>
                  )}
                </div>
              )}
            </div>
          )
        )}
        {l.status === 'EXPIRED' && (
          <p className="text-ink-muted" data-testid="loan-expired">
            {t('loans.page.expired')}
          </p>
        )}
        {hasAgreement && (
          <div className="mt-2">
            <Button
              variant="secondary"
              onPress={() => void downloadAgreement()}
              isLoading={downloading}
            >
              {l.signing?.signedAt
                ? t('loans.page.download_signed_agreement')
                : t('loans.page.download_agreement')}
            </Button>
          </div>
        )}
        {error && <ErrorText>{error}</ErrorText>}
      </div>
      {l.disbursement && (
        <div data-testid="loan-disbursement">
          <h2 className="text-lg font-semibold text-ink">{t('loans.page.payout_title')}</h2>
          <p>
            {l.disbursement.status === 'BOOKED'
              ? t('loans.page.payout_booked', {
                  amount: money(l.disbursement.amount),
                  date: formatDate(l.disbursement.bookedAt ?? ''),
                })
              : l.disbursement.status === 'REJECTED'
                ? t('loans.page.payout_rejected')
                : t('loans.page.payout_pending')}
          </p>
        </div>
      )}
      {isStaff && l.status !== 'APPROVED' && (
        <LoanPayoutAttempts loanId={loanId} status={l.status} attempts={l.payoutAttempts} />
      )}
    </section>
  );
}
