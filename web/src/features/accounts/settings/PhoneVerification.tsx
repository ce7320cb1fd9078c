import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SMS_CODE, smsCodeSchema } from '@leiga/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SendPhoneVerificationCodeDocument,
  VerifyPhoneDocument,
} from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { FormTextField } from '../../../ui/fields';
import { applyServerFieldErrors } from '../../../ui/form/server-errors';
import { translateGraphError } from '../../../ui/graph-errors';

type Values = z.infer<typeof smsCodeSchema>;

/** Sends an SMS code to a phone and checks the code the user types (SPEC 4: phone states). */
export function PhoneVerification({
  phoneId,
  formatted,
  onVerified,
}: {
  phoneId: string;
  formatted: string;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const [send, sendState] = useMutation(SendPhoneVerificationCodeDocument);
  const [verify] = useMutation(VerifyPhoneDocument);
  const [isSent, setSent] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(smsCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const sendCode = async () => {
    try {
      await send({ variables: { input: { phoneId } } });
      setSent(true);
      toast.info(t('accounts.settings.phones.code_sent', { phone: formatted }));
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  };
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify({ variables: { input: { phoneId, code } } });
      toast.success(t('accounts.settings.phones.verified_toast'));
      onVerified();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['code']))
        setError('code', { type: 'server', message: translateGraphError(t, error) });
    }
  });
  if (!isSent) {
    return (
      <Button size="sm" variant="secondary" onPress={sendCode} isLoading={sendState.loading}>
        {t('accounts.settings.phones.verify')}
      </Button>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex w-full flex-col gap-2 sm:flex-row sm:items-start"
    >
      <FormTextField
        control={control}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE.length}
        label={t('accounts.settings.phones.code')}
        className="flex-1"
      />
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" size="md" isLoading={formState.isSubmitting}>
          {t('accounts.settings.phones.confirm_code')}
        </Button>
        <Button size="md" variant="ghost" onPress={sendCode}>
          {t('common.actions.resend')}
        </Button>
      </div>
    </form>
  );
}
