import { useApolloClient } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileContractSigningDocument,
  MobileContractSigningFragmentDoc,
  MobileContractSigningLinkDocument,
  type MobileContractSigningFragment,
} from '../__generated__/graphql';
import { useTheme, type Theme } from '../theme/theme';
import { useForegroundPoll } from '../ui/use-foreground-poll';
import { dateText, statusKey } from './format';
import { SignWithEid, type SignPhase } from './SignWithEid';
import { SigningOutcome } from './SigningOutcome';

/** How often a contract being signed is asked about again while the screen is in front. */
export const SIGNING_POLL_MS = 5000;
/** How often while the viewer's own signature is being confirmed, just after they signed. */
export const WAITING_POLL_MS = 2000;

/**
 * Once the viewer has no signature left to give: theirs is recorded, unless the process ended
 * otherwise or someone declined (then the signers' list says what happened, without a cheer).
 */
function getPhaseAfterWait(signing: MobileContractSigningFragment): SignPhase {
  const { process, signers } = signing.eSignature;
  const isOn = process?.status === 'PENDING' || process?.status === 'SIGNED';
  return isOn && signers.every((s) => s.status !== 'DECLINED') ? 'signed' : 'idle';
}

const signerColor = (theme: Theme, status: string) =>
  status === 'SIGNED' ? theme.success : status === 'DECLINED' ? theme.danger : theme.warning;

/**
 * Electronic signing of the contract: the process's state and each signer's, and for a signer
 * still to sign the button to their signing page. While it is being signed the screen asks again
 * every few seconds (more often while the viewer's own signature is being confirmed), and at once
 * when the app comes back to the front (after the signer confirmed in the electronic-ID app).
 */
export function SigningSection({
  contract,
  t,
}: {
  contract: MobileContractSigningFragment;
  t: TFunction;
}) {
  const theme = useTheme();
  const client = useApolloClient();
  const [phase, setPhase] = useState<SignPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const isSigning = contract.status === 'SIGNING';
  const isWaiting = phase === 'waiting';

  /** Asks again; while the viewer waits, ends the wait once they have nothing left to sign. */
  async function refresh(isAwaiting: boolean): Promise<boolean> {
    try {
      // The normalised cache hands the answer to the detail screen too.
      const { data } = await client.query({
        query: MobileContractSigningDocument,
        variables: { id: contract.id },
        fetchPolicy: 'network-only',
      });
      const current = data?.contract;
      if (isAwaiting && current && !current.eSignature.viewerCanSign)
        setPhase(getPhaseAfterWait(getFragmentData(MobileContractSigningFragmentDoc, current)));
      return current?.status === 'SIGNING';
    } catch {
      // A dropped connection while the viewer waits is asked again; otherwise polling rests.
      return isAwaiting;
    }
  }

  useForegroundPoll(() => refresh(isWaiting), {
    isEnabled: isSigning || isWaiting,
    intervalMs: isWaiting ? WAITING_POLL_MS : SIGNING_POLL_MS,
  });

  function changePhase(next: SignPhase) {
    setPhase(next);
    // Back from the signing page: ask at once rather than after the first interval. After a
    // refusal (already signed, signing ended) the screen catches up with what is true now.
    if (next === 'waiting' || next === 'idle') void refresh(next === 'waiting');
  }

  const { process, signers, viewerCanSign } = contract.eSignature;
  if (!process && contract.signType !== 'ELECTRONIC') return null;
  const muted = { color: theme.muted };
  const hasSignButton = viewerCanSign || phase === 'opening' || isWaiting;
  return (
    <View style={styles.box} testID="contract-signing">
      <Text style={{ color: theme.text }}>
        {process
          ? t(`mobile.signing.process_status.${statusKey(process.status)}`)
          : t('mobile.signing.not_started')}
      </Text>
      {isSigning ? (
        <Text style={muted}>
          {viewerCanSign ? t('mobile.signing.how_to_sign_here') : t('mobile.signing.how_to_sign')}
        </Text>
      ) : null}
      {hasSignButton ? (
        <SignWithEid
          fetchLink={async () => {
            // Never cached: the link is the viewer's alone and ends once they have signed.
            const { data } = await client.query({
              query: MobileContractSigningLinkDocument,
              variables: { id: contract.id },
              fetchPolicy: 'no-cache',
            });
            if (!data) throw new Error('no signing link');
            return data.contractSigningLink.url;
          }}
          phase={phase}
          onPhase={changePhase}
          onError={setError}
          t={t}
        />
      ) : null}
      <SigningOutcome
        signedText={phase === 'signed' ? t('mobile.signing.you_signed') : null}
        error={error}
      />
      {process?.expiresAt && isSigning ? (
        <Text style={muted}>
          {t('mobile.signing.expires', { date: dateText(process.expiresAt) })}
        </Text>
      ) : null}
      {signers.map((signer) => {
        const role = t(`mobile.signing.role.${statusKey(signer.role)}`);
        const status = t(`mobile.signing.signer_status.${statusKey(signer.status)}`);
        return (
          <View
            key={signer.id}
            accessible
            accessibilityLabel={t('mobile.signing.signer_label', {
              name: signer.name,
              role,
              status,
            })}
            style={[styles.signer, { borderColor: theme.border }]}
            testID={`signer-${signer.id}`}
          >
            <Text style={{ color: theme.text }}>
              {signer.name} <Text style={muted}>({role})</Text>
            </Text>
            <Text style={{ color: signerColor(theme, signer.status), fontWeight: '600' }}>
              {signer.signedAt
                ? t('mobile.signing.signed_on', { date: dateText(signer.signedAt) })
                : status}
            </Text>
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: 8 },
  signer: { borderWidth: 1, borderRadius: 8, padding: 10, gap: 2 },
});
