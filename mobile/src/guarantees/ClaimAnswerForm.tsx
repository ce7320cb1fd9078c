import { useMutation } from '@apollo/client/react';
import { describeGraphError } from '@leiga/graph/client';
import {
  CLAIM_LINE_RESPONSES,
  principalResponseSchema,
  type ClaimLineResponse,
  CLAIM_LIMITS,
} from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { AccessibilityInfo, Pressable, StyleSheet, Text, View } from 'react-native';
import {
  MobileGuaranteeClaimsDocument,
  MobileRespondToGuaranteeClaimDocument,
  type MobileGuaranteeClaimsQuery,
} from '../__generated__/graphql';
import { moneyText, statusKey } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Message } from '../ui/Message';

type Claim = MobileGuaranteeClaimsQuery['guaranteeClaims']['items'][number];
type Line = Claim['lines'][number];
type Answer = { response: ClaimLineResponse | null; reason: string };

type Props = { claim: Claim; t: TFunction; locale: string };

/** May this viewer answer this claim now: the tenant, while it waits for the tenant. */
export function canAnswerClaim(claim: Pick<Claim, 'status' | 'currentUserRole'>): boolean {
  return claim.currentUserRole === 'PRINCIPAL' && claim.status === 'PENDING_PRINCIPAL_RESPONSE';
}

/** The last part of a catalogue key of another namespace (guarantee-claims.validation.reason). */
const leaf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** An api error on answering: the claim's own messages first, then the shared ones. */
export function claimErrorText(t: TFunction, error: unknown): string {
  const info = describeGraphError(error);
  const keys = [
    ...(info.reason ? [`mobile.claim_answer.errors.${info.reason}`] : []),
    ...Object.values(info.fields).map((key) => `mobile.claim_answer.errors.${leaf(key)}`),
    ...info.messageKeys,
  ];
  return t(keys);
}

/**
 * The tenant's answer to a claim, line by line: accept, or reject with a reason (the domain's
 * principalResponseSchema); then a confirmation before the answer is sent, as it is final.
 */
export function ClaimAnswerForm({ claim, t, locale }: Props) {
  const theme = useTheme();
  const [respond, { loading }] = useMutation(MobileRespondToGuaranteeClaimDocument, {
    // Cover held by open claims changes with the answer.
    refetchQueries: [MobileGuaranteeClaimsDocument],
    awaitRefetchQueries: true,
  });
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const money = (amount: number) => moneyText(amount, 'ISK', locale);
  const answerOf = (id: string): Answer => answers[id] ?? { response: null, reason: '' };
  const setAnswer = (id: string, change: Partial<Answer>) => {
    setAnswers((all) => ({
      ...all,
      [id]: { ...(all[id] ?? { response: null, reason: '' }), ...change },
    }));
    setLineErrors((all) => {
      const { [id]: _dropped, ...rest } = all;
      return rest;
    });
    setConfirming(false);
  };
  const lineName = (line: Line) =>
    t('mobile.guarantee.claim_line', {
      type: t(`mobile.guarantee.line_type.${statusKey(line.type)}`),
      amount: money(line.amount),
      description: line.description,
    });

  function review() {
    setFormError(null);
    const found: Record<string, string> = {};
    for (const line of claim.lines) {
      const a = answerOf(line.id);
      if (!a.response) found[line.id] = t('mobile.claim_answer.errors.response');
      else if (a.response === 'rejected' && !a.reason.trim())
        found[line.id] = t('mobile.claim_answer.errors.reason');
    }
    setLineErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('mobile.claim_answer.errors.answer_every_line'));
      return;
    }
    setConfirming(true);
  }

  const totals = claim.lines.reduce(
    (sum, line) => {
      const response = answerOf(line.id).response;
      if (response === 'accepted') sum.accepted += line.amount;
      if (response === 'rejected') sum.rejected += line.amount;
      return sum;
    },
    { accepted: 0, rejected: 0 },
  );

  async function send() {
    setFormError(null);
    const parsed = principalResponseSchema.safeParse({
      lines: claim.lines.map((line) => ({
        line_id: Number(line.id),
        response: answerOf(line.id).response,
        reason: answerOf(line.id).reason,
      })),
    });
    if (!parsed.success) {
      setConfirming(false);
      setFormError(t('mobile.claim_answer.errors.answer_every_line'));
      return;
    }
    try {
      await respond({
        variables: {
          input: {
            guaranteeId: claim.guaranteeId,
            claimId: claim.id,
            lines: parsed.data.lines.map((line) => ({
              lineId: String(line.line_id),
              response: line.response === 'accepted' ? 'ACCEPTED' : 'REJECTED',
              reason: line.response === 'rejected' ? line.reason : null,
            })),
          },
        },
      });
      AccessibilityInfo.announceForAccessibility(t('mobile.claim_answer.sent'));
    } catch (error) {
      setConfirming(false);
      setFormError(claimErrorText(t, error));
    }
  }

  return (
    <View style={[styles.form, { borderColor: theme.border }]} testID={`claim-answer-${claim.id}`}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('mobile.claim_answer.title')}
      </Text>
      <Text style={{ color: theme.muted }}>{t('mobile.claim_answer.intro')}</Text>
      {claim.lines.map((line) => {
        const a = answerOf(line.id);
        const name = lineName(line);
        return (
          <View key={line.id} style={styles.line} testID={`claim-answer-line-${line.id}`}>
            <Text style={{ color: theme.text, fontWeight: '600' }}>{name}</Text>
            <View accessibilityRole="radiogroup" style={styles.choices}>
              {CLAIM_LINE_RESPONSES.map((value) => {
                const checked = a.response === value;
                return (
                  <Pressable
                    key={value}
                    accessibilityRole="radio"
                    accessibilityLabel={t(`mobile.claim_answer.${value}_line`, {
                      line: line.description,
                    })}
                    accessibilityState={{ checked, disabled: loading }}
                    disabled={loading}
                    onPress={() => setAnswer(line.id, { response: value })}
                    style={[
                      styles.choice,
                      { borderColor: checked ? theme.primary : theme.border },
                      checked && { backgroundColor: theme.primary },
                    ]}
                  >
                    <Text
                      style={{ color: checked ? theme.onPrimary : theme.text, fontWeight: '600' }}
                    >
                      {t(`mobile.claim_answer.${value}`)}
                    </Text>
                  </Pressable>
                );
              })}
            </View>
            {a.response === 'rejected' ? (
              <Field
                label={t('mobile.claim_answer.reason')}
                accessibilityLabel={t('mobile.claim_answer.reason_for', {
                  line: line.description,
                })}
                hint={t('mobile.claim_answer.reason_hint')}
                value={a.reason}
                editable={!loading}
                multiline
                maxLength={CLAIM_LIMITS.reason}
                onChangeText={(reason) => setAnswer(line.id, { reason })}
              />
            ) : null}
            {lineErrors[line.id] ? (
              <Text accessibilityRole="alert" style={{ color: theme.danger }}>
                {lineErrors[line.id]}
              </Text>
            ) : null}
          </View>
        );
      })}
      {formError ? <Message tone="error" text={formError} /> : null}
      {confirming ? (
        <View
          accessibilityRole="alert"
          style={[styles.confirm, { borderColor: theme.warning, backgroundColor: theme.surface }]}
        >
          <Text style={[styles.heading, { color: theme.text }]}>
            {t('mobile.claim_answer.confirm_title')}
          </Text>
          <Text style={{ color: theme.text }}>
            {t('mobile.claim_answer.confirm_totals', {
              accepted: money(totals.accepted),
              rejected: money(totals.rejected),
            })}
          </Text>
          <Text style={{ color: theme.muted }}>{t('mobile.claim_answer.confirm_final')}</Text>
          <Button
            label={t('mobile.claim_answer.confirm_send')}
            busy={loading}
            onPress={() => void send()}
          />
          {loading ? null : (
            <Button
              variant="secondary"
              label={t('mobile.claim_answer.confirm_back')}
              onPress={() => setConfirming(false)}
            />
          )}
        </View>
      ) : (
        <Button label={t('mobile.claim_answer.send')} onPress={review} />
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  form: { borderTopWidth: 1, marginTop: 8, paddingTop: 8, gap: 10 },
  heading: { fontSize: 16, fontWeight: '700' },
  line: { gap: 6 },
  choices: { flexDirection: 'row', gap: 8 },
  choice: {
    minHeight: 44,
    borderWidth: 1,
    borderRadius: 8,
    paddingHorizontal: 16,
    justifyContent: 'center',
    alignItems: 'center',
    flexGrow: 1,
  },
  confirm: { borderWidth: 1, borderRadius: 8, padding: 12, gap: 8 },
});
