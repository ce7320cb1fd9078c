import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@leiga/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RequestPasswordResetDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Button } from '../../ui/Button';
import { FormAlert, FormTextField } from '../../ui/fields';
import { useServerSubmit } from '../../ui/form/FormKit';
import { AccountForm, EMAIL_FIELD } from './AccountForm';

type Values = z.infer<typeof passwordResetRequestSchema>;

/** /forgot-password: asks for a reset link. Says the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [request] = useMutation(RequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { control, formState } = form;
  const onSubmit = useServerSubmit(form, async (values) => {
    await request({ variables: { input: values } });
    setSentTo(values.email);
  });
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        {t('accounts.reset.request_title')}
      </h1>
      <p className="mt-1 mb-6 text-sm text-ink-muted">{t('accounts.reset.request_description')}</p>
      {sentTo ? (
        <FormAlert tone="success">{t('accounts.reset.sent', { email: sentTo })}</FormAlert>
      ) : (
        <AccountForm control={control} onSubmit={onSubmit}>
          <FormTextField control={control} {...EMAIL_FIELD} label={t('accounts.reset.email')} />
          <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
            {t('accounts.reset.submit')}
          </Button>
        </AccountForm>
      )}
      <RouteLink
        to={routes.login.href()}
        className="mt-6 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
      >
        {t('accounts.reset.back_to_login')}
      </RouteLink>
    </>
  );
}
