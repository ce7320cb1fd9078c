import { useMutation, useQuery } from '@apollo/client/react';
import { confirmIdentityStartSchema } from '@leiga/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GuaranteeIdentityConfirmationDocument,
  StartGuaranteeIdentityConfirmationDocument,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { inputClass, labelClass } from '../../../ui/fields';
import { ErrorText } from '../../../ui/ListState';
import { NS, translateApplicantError } from './model';

const POLL_MS = 1000;

/** Confirm identity with electronic ID on a phone; `onConfirmed` once the kennitala matched. */
export function IdentityConfirmation({
  invitationId,
  onConfirmed,
}: {
  invitationId: string;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [started, setStarted] = useState<{ token: string; code: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [start, starting] = useMutation(StartGuaranteeIdentityConfirmationDocument);
  const poll = useQuery(GuaranteeIdentityConfirmationDocument, {
    variables: { id: invitationId, token: started?.token ?? '' },
    skip: !started,
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
  });
  const state = poll.data?.guaranteeIdentityConfirmation;

  useEffect(() => {
    if (!state || state.state === 'PENDING') return;
    poll.stopPolling();
    if (state.state === 'COMPLETE') onConfirmed();
    else {
      setProblem(
        t(`${NS}.errors.${state.code ?? 'expired'}`, {
          defaultValue: t('errors.something_went_wrong'),
        }),
      );
      setStarted(null);
    }
  }, [state, poll, onConfirmed, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = confirmIdentityStartSchema.safeParse({ phone });
    if (!parsed.success) {
      setProblem(t(parsed.error.issues[0]?.message ?? 'validation.phone'));
      return;
    }
    try {
      const answer = await start({
        variables: { input: { id: invitationId, phone: parsed.data.phone } },
      });
      const s = answer.data?.startGuaranteeIdentityConfirmation;
      if (s) setStarted({ token: s.token, code: s.verificationCode });
    } catch (error) {
      setProblem(translateApplicantError(t, error));
    }
  };

  return (
    <section aria-labelledby="identity-title" className="flex flex-col gap-3">
      <h2 id="identity-title" className="text-lg font-semibold text-ink">
        {t(`${NS}.web.identity_title`)}
      </h2>
      <p className="text-ink-muted">{t(`${NS}.web.identity_text`)}</p>
      {started ? (
        <p role="status" className="text-ink">
          {t(`${NS}.web.identity_code`, { code: started.code })}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="identity-phone" className={labelClass}>
              {t(`${NS}.web.fields.phone`)}
            </label>
            <input
              id="identity-phone"
              inputMode="tel"
              className={inputClass}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" isLoading={starting.loading}>
            {t(`${NS}.web.identity_start`)}
          </Button>
        </form>
      )}
      {problem && <ErrorText>{problem}</ErrorText>}
    </section>
  );
}
