import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@leiga/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoginDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Button } from '../../ui/Button';
import { FormPasswordField, FormTextField } from '../../ui/fields';
import { useServerSubmit } from '../../ui/form/FormKit';
import { AccountForm, EMAIL_FIELD } from './AccountForm';
import { useCompleteSignIn } from './use-complete-sign-in';

export function SignInForm() {
  const { t } = useTranslation();
  const [login] = useMutation(LoginDocument);
  const complete = useCompleteSignIn();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { control, formState } = form;
  const onSubmit = useServerSubmit(form, async (values) => {
    const { data } = await login({ variables: { input: values } });
    if (data) complete(data.login.accessToken, data.login.user);
  });
  return (
    <AccountForm control={control} onSubmit={onSubmit} label={t('accounts.login.tab_sign_in')}>
      <FormTextField control={control} {...EMAIL_FIELD} label={t('accounts.login.email')} />
      <FormPasswordField
        control={control}
        name="password"
        autoComplete="current-password"
        label={t('accounts.login.password')}
      />
      <RouteLink
        to={routes.forgotPassword.href()}
        className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
      >
        {t('accounts.login.forgot')}
      </RouteLink>
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {formState.isSubmitting ? t('accounts.login.submitting') : t('accounts.login.submit')}
      </Button>
    </AccountForm>
  );
}
