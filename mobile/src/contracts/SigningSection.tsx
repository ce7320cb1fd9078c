import { useApolloClient } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileContractSigningDocument,
  type MobileContractSigningFragment,
} from '../__generated__/graphql';
import { useTheme, type Theme } from '../theme/theme';
import { useForegroundPoll } from '../ui/use-foreground-poll';
import { dateText, statusKey } from './format';

/** How often a contract being signed is asked about again while the screen is in front. */
export const SIGNING_POLL_MS = 5000;

const signerColor = (theme: Theme, status: string) =>
  status === 'SIGNED' ? theme.success : status === 'DECLINED' ? theme.danger : theme.warning;

/**
 * Electronic signing of the contract: the process's state and each signer's. While it is being
 * signed the screen asks again every few seconds, and at once when the app comes back to the
 * front (after the signer confirmed in the electronic-ID app).
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
  const isSigning = contract.status === 'SIGNING';

  useForegroundPoll(
    async () => {
      // The normalised cache hands the answer to the detail screen too.
      const { data } = await client.query({
        query: MobileContractSigningDocument,
        variables: { id: contract.id },
        fetchPolicy: 'network-only',
      });
      return data?.contract?.status === 'SIGNING';
    },
    { isEnabled: isSigning, intervalMs: SIGNING_POLL_MS },
  );

  const { process, signers } = contract.eSignature;
  if (!process && contract.signType !== 'ELECTRONIC') return null;
  const muted = { color: theme.muted };
  return (
    <View style={styles.box} testID="contract-signing">
      <Text style={{ color: theme.text }}>
        {process
          ? t(`mobile.signing.process_status.${statusKey(process.status)}`)
          : t('mobile.signing.not_started')}
      </Text>
      {isSigning ? <Text style={muted}>{t('mobile.signing.how_to_sign')}</Text> : null}
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
