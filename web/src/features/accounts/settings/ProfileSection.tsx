import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { birthDateSchema, fullNameSchema } from '@leiga/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { UpdateUserDocument } from '../../../__generated__/graphql';
import { useSession } from '../../../app/context';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { FormDatePicker } from '../../../ui/date-picker';
import { FormTextField } from '../../../ui/fields';
import { applyServerFieldErrors } from '../../../ui/form/server-errors';
import { translateGraphError } from '../../../ui/graph-errors';
import { Section } from './Section';

/** The date picker gives 'YYYY-MM-DD' or null; empty stays empty (SPEC 5: left out of the update). */
export const birthDateFieldSchema = z
  .string()
  .nullable()
  .transform((v) => (v ? v : null))
  .pipe(birthDateSchema.nullable());

/** Where the calendar opens while the birth date is empty: 1 January thirty years ago. */
export function birthDatePlaceholder(now = new Date()): string {
  return `${now.getFullYear() - 30}-01-01`;
}

const profileSchema = z.object({ full_name: fullNameSchema, birth_date: birthDateFieldSchema });
type Input = z.input<typeof profileSchema>;
type Output = z.output<typeof profileSchema>;

export function ProfileSection({
  user,
}: {
  user: { id: string; fullName: string; birthDate?: string | null };
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [update] = useMutation(UpdateUserDocument);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: { full_name: user.fullName, birth_date: user.birthDate?.slice(0, 10) ?? null },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await update({
        variables: {
          input: {
            id: user.id,
            fullName: values.full_name,
            ...(values.birth_date ? { birthDate: values.birth_date } : {}),
          },
        },
      });
      const current = session.current();
      if (current && data) session.setUser({ ...current, fullName: data.updateUser.fullName });
      toast.success(t('accounts.settings.profile.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['full_name', 'birth_date']))
        toast.error(translateGraphError(t, error));
    }
  });
  return (
    <Section id="profile" title={t('accounts.settings.profile.title')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="full_name"
          autoComplete="name"
          label={t('accounts.settings.profile.full_name')}
        />
        <FormDatePicker
          control={control}
          name="birth_date"
          label={t('accounts.settings.profile.birth_date')}
          description={t('common.date_hint')}
          placeholderValue={birthDatePlaceholder()}
        />
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('common.actions.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
