import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileInspectionReportDocument,
  MobileInspectionSigningDocument,
  MobileInspectionSigningLinkDocument,
} from '../__generated__/graphql';
import { dateText } from '../contracts/format';
import { SignWithEid, type SignPhase } from '../contracts/SignWithEid';
import { SIGNING_POLL_MS, WAITING_POLL_MS } from '../contracts/SigningSection';
import { useTheme } from '../theme/theme';
import { useForegroundPoll } from '../ui/use-foreground-poll';
import { DeclineSigning } from './DeclineSigning';
import { SigningOutcome } from '../contracts/SigningOutcome';

const lower = (value: string) => value.toLowerCase();

type Props = {
  reportId: string;
  reportStatus: string;
  /** A tenant still to sign may decline instead. */
  isTenant: boolean;
  t: TFunction;
};

/**
 * Signing a committed report with electronic ID, as a contract is signed: each signer's state,
 * and for a signer still to sign the button to their own page at the e-signature service. While
 * signing runs the screen asks again every few seconds, and at once when the app is back in front.
 */
export function InspectionSigning({ reportId, reportStatus, isTenant, t }: Props) {
  const theme = useTheme();
  const client = useApolloClient();
  const [phase, setPhase] = useState<SignPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const { data } = useQuery(MobileInspectionSigningDocument, { variables: { reportId } });
  const signing = data?.inspectionESignature;
  const isWaiting = phase === 'waiting';
  const isSigning = reportStatus === 'SIGNING' && signing?.process?.status === 'PENDING';

  async function refresh(isAwaiting: boolean): Promise<boolean> {
    try {
      const { data: next } = await client.query({
        query: MobileInspectionSigningDocument,
        variables: { reportId },
        fetchPolicy: 'network-only',
      });
      const current = next?.inspectionESignature;
      if (isAwaiting && current && !current.viewerCanSign) {
        const hasSigned = current.signers.some((s) => s.status === 'SIGNED');
        setPhase(hasSigned ? 'signed' : 'idle');
      }
      // The report's own status follows (SIGNED once everyone has).
      if (current && current.reportStatus !== reportStatus)
        void client.query({
          query: MobileInspectionReportDocument,
          variables: { id: reportId },
          fetchPolicy: 'network-only',
        });
      return current?.process?.status === 'PENDING';
    } catch {
      return isAwaiting;
    }
  }

  useForegroundPoll(() => refresh(isWaiting), {
    isEnabled: isSigning || isWaiting,
    intervalMs: isWaiting ? WAITING_POLL_MS : SIGNING_POLL_MS,
  });

  function changePhase(next: SignPhase) {
    setPhase(next);
    if (next === 'waiting' || next === 'idle') void refresh(next === 'waiting');
  }

  if (!signing) return null;
  const { process, signers, viewerCanSign } = signing;
  const muted = { color: theme.muted };
  const hasSignButton = viewerCanSign || phase === 'opening' || isWaiting;
  return (
    <View style={styles.box} testID="inspection-signing">
      <Text style={{ color: theme.text }}>
        {process
          ? t(`mobile.signing.process_status.${lower(process.status)}`)
          : t('mobile.inspections.signing.not_started')}
      </Text>
      {hasSignButton ? (
        <SignWithEid
          fetchLink={async () => {
            // Never cached: the link is the viewer's alone and ends once they have signed.
            const { data: link } = await client.query({
              query: MobileInspectionSigningLinkDocument,
              variables: { reportId },
              fetchPolicy: 'no-cache',
            });
            if (!link) throw new Error('no signing link');
            return link.inspectionSigningLink.url;
          }}
          errorPrefix="mobile.inspections.signing.errors"
          phase={phase}
          onPhase={changePhase}
          onError={setError}
          t={t}
        />
      ) : null}
      {isTenant && viewerCanSign && phase === 'idle' ? (
        <DeclineSigning reportId={reportId} t={t} />
      ) : null}
      <SigningOutcome
        signedText={phase === 'signed' ? t('mobile.signing.you_signed') : null}
        error={error}
      />
      {signers.map((signer) => {
        const role = t(`inspections.roles.${lower(signer.role)}`);
        const status = t(`mobile.signing.signer_status.${lower(signer.status)}`);
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
          >
            <Text style={{ color: theme.text }}>
              {signer.name} <Text style={muted}>({role})</Text>
            </Text>
            <Text style={muted}>
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
