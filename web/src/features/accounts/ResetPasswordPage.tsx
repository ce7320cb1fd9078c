import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '@leiga/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ConfirmPasswordResetDocument } from '../../__generated__/graphql';
import { useLocalizedPath } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { FormPasswordField } from '../../ui/fields';
import { useServerSubmit } from '../../ui/form/FormKit';
import { AccountForm } from './AccountForm';

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string({ error: 'validation.required' }) })
  .refine((v) => v.password === v.confirm, {
    error: 'validation.passwords_mismatch',
    path: ['confirm'],
  });
type Values = z.infer<typeof newPasswordSchema>;

/** /forgot-password/{token}: choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [confirm] = useMutation(ConfirmPasswordResetDocument);
  const form = useForm<Values>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const { control, formState } = form;
  const onSubmit = useServerSubmit(form, async ({ password }) => {
    await confirm({ variables: { input: { token, password } } });
    toast.success(t('accounts.reset.done'));
    await navigate(localize(routes.login.href()), { replace: true });
  });
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink">
        {t('accounts.reset.new_title')}
      </h1>
      <AccountForm control={control} onSubmit={onSubmit}>
        <FormPasswordField
          control={control}
          name="password"
          autoComplete="new-password"
          label={t('accounts.reset.new_password')}
          description={t('accounts.signup.password_hint', { min: PASSWORD_MIN_LENGTH })}
        />
        <FormPasswordField
          control={control}
          name="confirm"
          autoComplete="new-password"
          label={t('accounts.reset.confirm_password')}
        />
        <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
          {t('accounts.reset.submit_new')}
        </Button>
      </AccountForm>
    </>
  );
}
