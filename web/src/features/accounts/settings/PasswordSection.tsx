import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@leiga/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChangePasswordDocument } from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { FormPasswordField } from '../../../ui/fields';
import { applyServerFieldErrors } from '../../../ui/form/server-errors';
import { translateGraphError } from '../../../ui/graph-errors';
import { Section } from './Section';

const schema = changePasswordSchema
  .extend({ confirm: z.string({ error: 'validation.required' }) })
  .refine((v) => v.new_password === v.confirm, {
    error: 'validation.passwords_mismatch',
    path: ['confirm'],
  });
type Values = z.infer<typeof schema>;

export function PasswordSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [change] = useMutation(ChangePasswordDocument);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { old_password: '', new_password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change({
        variables: {
          input: { userId, oldPassword: values.old_password, newPassword: values.new_password },
        },
      });
      reset();
      toast.success(t('accounts.settings.password.changed'));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['old_password', 'new_password']))
        toast.error(translateGraphError(t, error));
    }
  });
  return (
    <Section id="password" title={t('accounts.settings.password.title')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <FormPasswordField
          control={control}
          name="old_password"
          autoComplete="current-password"
          label={t('accounts.settings.password.current')}
        />
        <FormPasswordField
          control={control}
          name="new_password"
          autoComplete="new-password"
          label={t('accounts.settings.password.new')}
        />
        <FormPasswordField
          control={control}
          name="confirm"
          autoComplete="new-password"
          label={t('accounts.settings.password.confirm')}
        />
        <div>
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('accounts.settings.password.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
