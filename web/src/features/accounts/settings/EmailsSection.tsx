import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { addEmailSchema } from '@leiga/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import {
  AddEmailAddressDocument,
  DeleteEmailAddressDocument,
  EmailsSection_UserFragmentDoc,
  ResendEmailConfirmationDocument,
} from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Badge } from '../../../ui/Card';
import { FormTextField } from '../../../ui/fields';
import { applyServerFieldErrors } from '../../../ui/form/server-errors';
import { translateGraphError } from '../../../ui/graph-errors';
import { Section } from './Section';

type Values = z.infer<typeof addEmailSchema>;

export function EmailsSection({
  userId,
  user,
  onChanged,
}: {
  userId: string;
  user: FragmentType<typeof EmailsSection_UserFragmentDoc>;
  /** Reloads the list: the server is the judge of what the account holds now. */
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const emails = getFragmentData(EmailsSection_UserFragmentDoc, user).emailAddresses;
  const [add] = useMutation(AddEmailAddressDocument);
  const [remove] = useMutation(DeleteEmailAddressDocument);
  const [resend] = useMutation(ResendEmailConfirmationDocument);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(addEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      onChanged?.();
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  };
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await add({ variables: { input: { userId, email } } });
      reset();
      toast.success(t('accounts.settings.emails.added'));
      onChanged?.();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['email']))
        toast.error(translateGraphError(t, error));
    }
  });
  return (
    <Section
      id="emails"
      title={t('accounts.settings.emails.title')}
      description={t('accounts.settings.emails.description')}
    >
      <ul className="divide-y divide-line rounded-xl border border-line">
        {emails.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-2 p-3">
            <span className="min-w-0 flex-1 truncate font-medium text-ink">{e.email}</span>
            {e.isPrimary && <Badge tone="brand">{t('accounts.settings.emails.primary')}</Badge>}
            <Badge tone={e.isVerified ? 'success' : 'warning'}>
              {t(
                e.isVerified
                  ? 'accounts.settings.emails.verified'
                  : 'accounts.settings.emails.unverified',
              )}
            </Badge>
            {!e.isVerified && (
              <Button
                size="sm"
                variant="secondary"
                onPress={() =>
                  run(
                    () => resend({ variables: { input: { id: e.id, userId } } }),
                    t('accounts.settings.emails.verification_sent', { email: e.email }),
                  )
                }
              >
                {t('accounts.settings.emails.send_verification')}
              </Button>
            )}
            {!e.isPrimary && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('accounts.settings.emails.remove', { email: e.email })}
                onPress={() =>
                  run(
                    () => remove({ variables: { input: { id: e.id, userId } } }),
                    t('accounts.settings.emails.removed'),
                  )
                }
              >
                {t('common.actions.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="email"
          label={t('accounts.settings.emails.new')}
          className="flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          className="sm:mt-7"
          isLoading={formState.isSubmitting}
        >
          {t('accounts.settings.emails.add')}
        </Button>
      </form>
    </Section>
  );
}
