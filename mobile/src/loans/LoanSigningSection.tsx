import { useApolloClient } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileLoanLifecycleFragmentDoc,
  MobileRefreshLoanSigningDocument,
  MobileSignLoanDocument,
  type MobileLoanLifecycleFragment,
} from '../__generated__/graphql';
import { WAITING_POLL_MS } from '../contracts/SigningSection';
import { SignWithEid, type SignPhase } from '../contracts/SignWithEid';
import { dateText } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { useForegroundPoll } from '../ui/use-foreground-poll';
import { SigningOutcome } from '../contracts/SigningOutcome';

/** The signing statuses that still wait for the borrower (the service's own words). */
const OPEN_SIGNING = new Set(['starting', 'pending']);

type Props = {
  loanId: string;
  /** The loan's own status: only an approved loan is signed. */
  status: string;
  isOwner: boolean;
  lifecycle: MobileLoanLifecycleFragment | null;
  /** The loan's status moved on (signed, paid out): the screen asks for it again. */
  onSigned: () => void;
  t: TFunction;
};

/**
 * The borrower signs the loan agreement with electronic ID: their signing page opens in the
 * in-app browser, and from their return the screen asks the graph to check with the e-signing
 * service every few seconds while the app is in front (at once when it comes back), until the
 * signature is confirmed or they stop waiting.
 */
export function LoanSigningSection({ loanId, status, isOwner, lifecycle, onSigned, t }: Props) {
  const theme = useTheme();
  const client = useApolloClient();
  const [phase, setPhase] = useState<SignPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const signing = lifecycle?.signing ?? null;
  const isWaiting = phase === 'waiting';

  /** Asks the service; answers whether to ask again. */
  async function refresh(): Promise<boolean> {
    try {
      const { data } = await client.mutate({
        mutation: MobileRefreshLoanSigningDocument,
        variables: { loanId },
      });
      const current = data
        ? getFragmentData(MobileLoanLifecycleFragmentDoc, data.refreshLoanSigning)
        : null;
      const now = current?.signing?.status;
      if (!now || OPEN_SIGNING.has(now)) return true;
      setPhase(now === 'signed' ? 'signed' : 'idle');
      onSigned();
      return false;
    } catch {
      // A dropped connection while the borrower waits is asked again.
      return true;
    }
  }

  useForegroundPoll(refresh, { isEnabled: isWaiting, intervalMs: WAITING_POLL_MS });

  function changePhase(next: SignPhase) {
    setPhase(next);
    // Back from the signing page: ask at once rather than after the first interval.
    if (next === 'waiting') void refresh();
  }

  const canSign = isOwner && status === 'APPROVED';
  if (!signing && !canSign) return null;
  const muted = { color: theme.muted };
  return (
    <View style={styles.box} testID="loan-signing">
      <Text style={{ color: theme.text }}>
        {signing
          ? t(`mobile.signing.process_status.${signing.status}`)
          : t('mobile.signing.not_started')}
      </Text>
      {signing?.signedAt ? (
        <Text style={{ color: theme.success }}>
          {t('mobile.signing.signed_on', { date: dateText(signing.signedAt) })}
        </Text>
      ) : null}
      {canSign || phase !== 'idle' ? (
        <>
          {phase !== 'signed' ? <Text style={muted}>{t('mobile.loan.how_to_sign')}</Text> : null}
          {phase !== 'signed' ? (
            <SignWithEid
              fetchLink={async () => {
                const { data } = await client.mutate({
                  mutation: MobileSignLoanDocument,
                  variables: { loanId },
                });
                const answer = data
                  ? getFragmentData(MobileLoanLifecycleFragmentDoc, data.signLoan)
                  : null;
                const url = answer?.signing?.signingUrl;
                if (!url) throw new Error('no signing link');
                return url;
              }}
              errorPrefix="mobile.loan.signing_errors"
              phase={phase}
              onPhase={changePhase}
              onError={setError}
              t={t}
            />
          ) : null}
        </>
      ) : null}
      <SigningOutcome
        signedText={phase === 'signed' ? t('mobile.loan.you_signed') : null}
        error={error}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: 8 },
});
