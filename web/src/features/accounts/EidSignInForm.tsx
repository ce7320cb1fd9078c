import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { mobileLoginStartSchema } from '@leiga/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CheckEidLoginDocument, StartEidLoginDocument } from '../../__generated__/graphql';
import { Button } from '../../ui/Button';
import { FormAlert, FormTextField } from '../../ui/fields';
import { translateGraphError } from '../../ui/graph-errors';
import { useCompleteSignIn } from './use-complete-sign-in';

export const EID_POLL_MS = 2000;

type Challenge = { token: string; code: string };

/** Sign in with the Icelandic electronic ID: send a request to the phone, then poll. */
export function EidSignInForm({ pollMs = EID_POLL_MS }: { pollMs?: number }) {
  const { t } = useTranslation();
  const [start] = useMutation(StartEidLoginDocument);
  const [check] = useMutation(CheckEidLoginDocument);
  const complete = useCompleteSignIn();
  const completeRef = useRef(complete);
  completeRef.current = complete;
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof mobileLoginStartSchema>,
    unknown,
    z.output<typeof mobileLoginStartSchema>
  >({
    resolver: zodResolver(mobileLoginStartSchema),
    mode: 'onTouched',
    defaultValues: { phone: '' },
  });

  useEffect(() => {
    if (!challenge) return;
    let isActive = true;
    const poll = async () => {
      try {
        const { data } = await check({ variables: { input: { token: challenge.token } } });
        const result = data?.checkEidLogin;
        if (!isActive || !result) return;
        if (result.status === 'COMPLETE' && result.session) {
          completeRef.current(result.session.accessToken, result.session.user);
          return;
        }
        if (result.status === 'FAILED') {
          setChallenge(null);
          setFormError(t([`errors.${result.code ?? ''}`, 'accounts.eid.failed']));
          return;
        }
        timer = setTimeout(() => void poll(), pollMs);
      } catch (error) {
        if (!isActive) return;
        setChallenge(null);
        setFormError(translateGraphError(t, error));
      }
    };
    let timer = setTimeout(() => void poll(), pollMs);
    return () => {
      isActive = false;
      clearTimeout(timer);
    };
  }, [challenge, check, pollMs, t]);

  const onSubmit = handleSubmit(async ({ phone }) => {
    setFormError(null);
    try {
      const { data } = await start({ variables: { input: { phone } } });
      if (data)
        setChallenge({
          token: data.startEidLogin.token,
          code: data.startEidLogin.verificationCode,
        });
    } catch (error) {
      setFormError(translateGraphError(t, error));
    }
  });

  if (challenge) {
    return (
      <div className="flex flex-col items-center gap-4 py-4 text-center" aria-live="polite">
        <span
          className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
          aria-hidden="true"
        />
        <p className="text-ink">{t('accounts.eid.waiting', { code: challenge.code })}</p>
        <p
          className="font-mono text-3xl font-bold tracking-widest text-brand-700 dark:text-brand-300"
          data-testid="eid-code"
        >
          {challenge.code}
        </p>
        <Button variant="secondary" onPress={() => setChallenge(null)}>
          {t('accounts.eid.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('accounts.eid.title')}
    >
      <p className="text-sm text-ink-muted">{t('accounts.eid.description')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        label={t('accounts.eid.phone')}
      />
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('accounts.eid.submit')}
      </Button>
    </form>
  );
}
