import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, registerSchema, type RegisterInput } from '@leiga/domain';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RegisterDocument } from '../../__generated__/graphql';
import { RouteLink, useLocale } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Button } from '../../ui/Button';
import { FormPasswordField, FormTextField, labelClass, translateFieldError } from '../../ui/fields';
import { useServerSubmit } from '../../ui/form/FormKit';
import { AccountForm, EMAIL_FIELD } from './AccountForm';
import { toGraphLanguage, toGraphUserType } from '../../lib/enums';
import { useCompleteSignIn } from './use-complete-sign-in';

type FormValues = z.input<typeof registerSchema>;

const radioClass =
  'flex cursor-pointer flex-col rounded-xl border border-line p-4 outline-none selected:border-brand-600 selected:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:selected:bg-brand-900';

const TERMS_LINK = 'underline underline-offset-2 hover:text-ink';

export function SignUpForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const [register] = useMutation(RegisterDocument);
  const complete = useCompleteSignIn();
  const typeParam = params.get('type');
  const form = useForm<FormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      full_name: '',
      email: '',
      password: '',
      user_type: typeParam === 'LL' || typeParam === 'TN' ? typeParam : undefined,
    },
  });
  const { control, formState } = form;
  const onSubmit = useServerSubmit(form, async (values) => {
    const { data } = await register({
      variables: {
        input: {
          email: values.email,
          password: values.password,
          fullName: values.full_name,
          userType: toGraphUserType(values.user_type),
          primaryLanguage: toGraphLanguage(locale),
        },
      },
    });
    if (data) complete(data.register.accessToken, data.register.user, true);
  });
  return (
    <AccountForm control={control} onSubmit={onSubmit} label={t('accounts.login.tab_sign_up')}>
      <Controller
        control={control}
        name="user_type"
        render={({ field, fieldState }) => (
          <RadioGroup
            value={field.value ?? null}
            onChange={field.onChange}
            isInvalid={Boolean(fieldState.error)}
            validationBehavior="aria"
            className="flex flex-col gap-2"
          >
            <Label className={labelClass}>{t('accounts.signup.user_type')}</Label>
            <div className="grid grid-cols-2 gap-3">
              <Radio value="TN" className={radioClass}>
                <span className="font-semibold text-ink">{t('accounts.signup.tenant')}</span>
                <span className="text-xs text-ink-muted">{t('accounts.signup.tenant_hint')}</span>
              </Radio>
              <Radio value="LL" className={radioClass}>
                <span className="font-semibold text-ink">{t('accounts.signup.landlord')}</span>
                <span className="text-xs text-ink-muted">{t('accounts.signup.landlord_hint')}</span>
              </Radio>
            </div>
            <FieldError className="text-sm text-red-700 dark:text-red-400">
              {translateFieldError(t, fieldState.error?.message)}
            </FieldError>
          </RadioGroup>
        )}
      />
      <FormTextField
        control={control}
        name="full_name"
        autoComplete="name"
        label={t('accounts.signup.full_name')}
      />
      <FormTextField control={control} {...EMAIL_FIELD} label={t('accounts.login.email')} />
      <FormPasswordField
        control={control}
        name="password"
        autoComplete="new-password"
        label={t('accounts.login.password')}
        description={t('accounts.signup.password_hint', { min: PASSWORD_MIN_LENGTH })}
      />
      <p className="text-xs text-ink-muted">
        <Trans
          i18nKey="accounts.signup.terms"
          components={{
            terms: <RouteLink to={routes.userTerms.href()} className={TERMS_LINK} />,
            privacy: <RouteLink to={routes.privacyPolicy.href()} className={TERMS_LINK} />,
          }}
        />
      </p>
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {formState.isSubmitting ? t('accounts.signup.submitting') : t('accounts.signup.submit')}
      </Button>
    </AccountForm>
  );
}
