import type { TFunction } from 'i18next';
import { StyleSheet, Text, View } from 'react-native';
import type { MobileGuaranteeClaimsQuery } from '../__generated__/graphql';
import { dateText, moneyText, statusKey } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { ClaimAnswerForm, canAnswerClaim } from './ClaimAnswerForm';

type Claim = MobileGuaranteeClaimsQuery['guaranteeClaims']['items'][number];

type Props = { claims: readonly Claim[]; t: TFunction; locale: string };

/** When someone must answer a claim: the tenant's own deadline stands out. */
function deadlineText(t: TFunction, claim: Claim): { text: string; urgent: boolean } | null {
  if (!claim.deadline) return null;
  const date = dateText(claim.deadline);
  if (claim.status === 'PENDING_PRINCIPAL_RESPONSE') {
    return claim.currentUserRole === 'PRINCIPAL'
      ? { text: t('mobile.guarantee.answer_by', { date }), urgent: true }
      : { text: t('mobile.guarantee.tenant_answers_by', { date }), urgent: false };
  }
  if (claim.status === 'PENDING_OBLIGEE_RESPONSE') {
    return claim.currentUserRole === 'OBLIGEE'
      ? { text: t('mobile.guarantee.answer_by', { date }), urgent: true }
      : { text: t('mobile.guarantee.landlord_answers_by', { date }), urgent: false };
  }
  return null;
}

/** Each claim on the guarantee: its state, what is claimed and accepted, its lines and deadline. */
export function ClaimsSection({ claims, t, locale }: Props) {
  const theme = useTheme();
  const money = (amount: number) => moneyText(amount, 'ISK', locale);
  if (claims.length === 0) {
    return <Text style={{ color: theme.muted }}>{t('mobile.guarantee.claims_empty')}</Text>;
  }
  return (
    <View style={styles.list}>
      {claims.map((claim) => {
        const deadline = deadlineText(t, claim);
        // While the tenant answers, the form lists the lines (once) with their choices.
        const answering = canAnswerClaim(claim);
        return (
          <View
            key={claim.id}
            testID={`claim-${claim.id}`}
            style={[styles.item, { borderColor: theme.border, backgroundColor: theme.surface }]}
          >
            {/* The summary reads as one element; the answer's controls stay reachable apart. */}
            <View accessible style={styles.summary}>
              <View style={styles.line}>
                <Text style={[styles.type, { color: theme.text }]}>
                  {t(`mobile.guarantee.claim_type.${statusKey(claim.type)}`)}
                </Text>
                <Text style={{ color: theme.primary, fontWeight: '600' }}>
                  {t(`mobile.guarantee.claim_status.${statusKey(claim.status)}`)}
                </Text>
              </View>
              {claim.description ? (
                <Text style={{ color: theme.muted }}>{claim.description}</Text>
              ) : null}
              <Text style={{ color: theme.text }}>
                {t('mobile.guarantee.claimed', { amount: money(claim.totalAmount) })}
              </Text>
              {claim.acceptedAmount !== null && claim.acceptedAmount !== undefined ? (
                <Text style={{ color: theme.text }}>
                  {t('mobile.guarantee.accepted', { amount: money(claim.acceptedAmount) })}
                </Text>
              ) : null}
              {deadline ? (
                <Text
                  style={{
                    color: deadline.urgent ? theme.warning : theme.muted,
                    fontWeight: deadline.urgent ? '700' : '400',
                  }}
                >
                  {deadline.text}
                </Text>
              ) : null}
              {claim.isDeemedAccepted ? (
                <Text style={{ color: theme.muted }}>{t('mobile.guarantee.deemed_accepted')}</Text>
              ) : null}
              {answering
                ? null
                : claim.lines.map((line) => (
                    <Text key={line.id} style={{ color: theme.muted }}>
                      {t('mobile.guarantee.claim_line', {
                        type: t(`mobile.guarantee.line_type.${statusKey(line.type)}`),
                        amount: money(line.amount),
                        description: line.description,
                      })}
                      {line.response
                        ? ` · ${t(`mobile.guarantee.line_response.${statusKey(line.response)}`)}`
                        : ''}
                    </Text>
                  ))}
            </View>
            {answering ? <ClaimAnswerForm claim={claim} t={t} locale={locale} /> : null}
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: 8 },
  item: { borderWidth: 1, borderRadius: 8, padding: 12 },
  summary: { gap: 2 },
  line: { flexDirection: 'row', justifyContent: 'space-between', gap: 8 },
  type: { fontWeight: '600', flexShrink: 1 },
});
