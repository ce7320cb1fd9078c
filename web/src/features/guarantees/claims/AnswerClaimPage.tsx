import { useMutation, useQuery } from '@apollo/client/react';
import {
  CLAIM_LINE_RESPONSES,
  principalResponseSchema,
  type ClaimLineResponse,
} from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  GuaranteeClaimDocument,
  RespondToGuaranteeClaimDocument,
} from '../../../__generated__/graphql';
import { toGraphEnum } from '../../../lib/enums';
import { Button } from '../../../ui/Button';
import { Card, PageHeader } from '../../../ui/Card';
import { ErrorText, LoadState } from '../../../ui/ListState';
import { inputClass, labelClass } from '../../../ui/fields';
import { ClaimLineList, ClaimSummary } from './ClaimSummary';
import { readClaim, translateClaimError, type Claim } from './model';
import { StaffClaimPanel } from './StaffClaimPanel';

type Answer = { response: ClaimLineResponse | null; reason: string };

/** The tenant's answer to each line: accept, or reject with a reason; all lines at once. */
function AnswerForm({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const [respond, { loading }] = useMutation(RespondToGuaranteeClaimDocument);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const answerOf = (lineId: string): Answer => answers[lineId] ?? { response: null, reason: '' };
  const setAnswer = (lineId: string, change: Partial<Answer>) =>
    setAnswers((all) => ({ ...all, [lineId]: { ...answerOf(lineId), ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    for (const line of claim.lines) {
      const a = answerOf(line.id);
      if (!a.response) found[line.id] = 'guarantee-claims.validation.response';
      else if (a.response === 'rejected' && !a.reason.trim())
        found[line.id] = 'guarantee-claims.validation.reason';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      lines: claim.lines.map((l) => ({
        line_id: Number(l.id),
        response: answerOf(l.id).response!,
        reason: answerOf(l.id).reason,
      })),
    };
    const parsed = principalResponseSchema.safeParse(input);
    if (!parsed.success) {
      setFormError(t('guarantee-claims.validation.answer_every_line'));
      return;
    }
    try {
      await respond({
        variables: {
          input: {
            guaranteeId: claim.guaranteeId,
            claimId: claim.id,
            lines: parsed.data.lines.map((l) => ({
              lineId: String(l.line_id),
              response: toGraphEnum(l.response),
              reason: l.response === 'rejected' ? l.reason : null,
            })),
          },
        },
      });
    } catch (error) {
      setFormError(translateClaimError(t, error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {claim.lines.map((line) => {
        const a = answerOf(line.id);
        return (
          <fieldset
            key={line.id}
            data-testid="claim-answer"
            className="flex flex-col gap-2 rounded-xl border border-line p-3"
          >
            <legend className="font-semibold text-ink">{line.description}</legend>
            <div className="flex flex-wrap gap-4">
              {CLAIM_LINE_RESPONSES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name={`answer-${line.id}`}
                    value={value}
                    checked={a.response === value}
                    onChange={() => setAnswer(line.id, { response: value })}
                  />
                  {t(`guarantee-claims.web.answer_${value}`)}
                </label>
              ))}
            </div>
            {a.response === 'rejected' && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`reason-${line.id}`} className={labelClass}>
                  {t('guarantee-claims.web.reason')}
                </label>
                <input
                  id={`reason-${line.id}`}
                  className={inputClass}
                  value={a.reason}
                  onChange={(e) => setAnswer(line.id, { reason: e.target.value })}
                />
              </div>
            )}
            {errors[line.id] && (
              <span role="alert" className="text-sm text-red-700 dark:text-red-400">
                {t(errors[line.id]!)}
              </span>
            )}
          </fieldset>
        );
      })}
      {formError && <ErrorText>{formError}</ErrorText>}
      <Button type="submit" isLoading={loading}>
        {t('guarantee-claims.web.send_answer')}
      </Button>
    </form>
  );
}

/**
 * /rental-guarantees/{id}/claims/{claimId}: the claim as its tenant (or the landlord, or staff)
 * sees it, with the countdown to the deadline; the tenant answers each line while it waits.
 */
export function AnswerClaimPage() {
  const { t } = useTranslation();
  const { id = '', claimId = '' } = useParams();
  const { data, loading, error } = useQuery(GuaranteeClaimDocument, {
    variables: { guaranteeId: id, claimId },
  });
  const claim = data?.guaranteeClaim ? readClaim(data.guaranteeClaim) : null;
  const canAnswer =
    claim?.currentUserRole === 'PRINCIPAL' && claim.status === 'PENDING_PRINCIPAL_RESPONSE';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <PageHeader
        title={t('guarantee-claims.web.claim_title')}
        subtitle={canAnswer ? t('guarantee-claims.web.answer_subtitle') : undefined}
      />
      <LoadState
        hasData={Boolean(claim)}
        isLoading={loading}
        error={error}
        translateError={translateClaimError}
      />
      {!loading && !error && !claim && <ErrorText>{t('guarantee-claims.web.not_found')}</ErrorText>}
      {claim && (
        <>
          <Card>
            <ClaimSummary claim={claim} />
          </Card>
          <Card>
            <h2 className="mb-3 font-semibold text-ink">{t('guarantee-claims.web.lines')}</h2>
            {canAnswer ? <AnswerForm claim={claim} /> : <ClaimLineList claim={claim} />}
          </Card>
          {claim.currentUserRole === 'STAFF' && (
            <Card>
              <StaffClaimPanel claim={claim} />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
