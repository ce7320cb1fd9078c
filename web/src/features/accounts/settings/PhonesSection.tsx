import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { addPhoneSchema, ICELAND_COUNTRY_CODE } from '@leiga/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import {
  AddPhoneDocument,
  DeletePhoneDocument,
  PhonesSection_UserFragmentDoc,
  SetPrimaryPhoneDocument,
} from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Badge } from '../../../ui/Card';
import { FormTextField } from '../../../ui/fields';
import { applyServerFieldErrors } from '../../../ui/form/server-errors';
import { translateGraphError } from '../../../ui/graph-errors';
import { PhoneVerification } from './PhoneVerification';
import { Section } from './Section';

// The form keeps the country code flat; the domain schema nests it as country_code.code.
const phoneFormSchema = z
  .object({ country_code: z.string(), number: z.string() })
  .transform((v, ctx) => {
    const parsed = addPhoneSchema.safeParse({
      country_code: { code: v.country_code },
      number: v.number,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'country_code' ? 'country_code' : 'number';
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
    return z.NEVER;
  });
type Input = z.input<typeof phoneFormSchema>;
type Output = z.output<typeof phoneFormSchema>;

export function PhonesSection({
  userId,
  user,
  onChanged,
}: {
  userId: string;
  user: FragmentType<typeof PhonesSection_UserFragmentDoc>;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { phones, primaryPhoneId } = getFragmentData(PhonesSection_UserFragmentDoc, user);
  const [add] = useMutation(AddPhoneDocument);
  const [remove] = useMutation(DeletePhoneDocument);
  const [setPrimary] = useMutation(SetPrimaryPhoneDocument);
  const { control, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(phoneFormSchema),
    mode: 'onTouched',
    defaultValues: { country_code: `+${ICELAND_COUNTRY_CODE}`, number: '' },
  });
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      onChanged();
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await add({
        variables: {
          input: { userId, countryCode: values.country_code.code, number: values.number },
        },
      });
      reset();
      toast.success(t('accounts.settings.phones.added'));
      onChanged();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['number', 'country_code']))
        toast.error(translateGraphError(t, error));
    }
  });
  return (
    <Section
      id="phones"
      title={t('accounts.settings.phones.title')}
      description={t('accounts.settings.phones.description')}
    >
      {phones.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-muted">
          {t('accounts.settings.phones.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {phones.map((p) => {
            const isPrimary = p.id === primaryPhoneId && p.isVerified;
            return (
              <li
                key={p.id}
                className="flex flex-wrap items-center gap-2 p-3"
                data-testid="phone-row"
              >
                <span className="flex-1 font-medium text-ink">{p.formatted}</span>
                {isPrimary && <Badge tone="brand">{t('accounts.settings.phones.primary')}</Badge>}
                <Badge tone={p.isVerified ? 'success' : 'warning'}>
                  {t(
                    p.isVerified
                      ? 'accounts.settings.phones.verified'
                      : 'accounts.settings.phones.unverified',
                  )}
                </Badge>
                {p.isVerified && !isPrimary && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onPress={() =>
                      run(
                        () => setPrimary({ variables: { input: { userId, phoneId: p.id } } }),
                        t('accounts.settings.phones.primary_set'),
                      )
                    }
                  >
                    {t('accounts.settings.phones.make_primary')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('accounts.settings.phones.remove', { phone: p.formatted })}
                  onPress={() =>
                    run(
                      () => remove({ variables: { input: { id: p.id, userId } } }),
                      t('accounts.settings.phones.removed'),
                    )
                  }
                >
                  {t('common.actions.remove')}
                </Button>
                {!p.isVerified && (
                  <div className="w-full">
                    <PhoneVerification
                      phoneId={p.id}
                      formatted={p.formatted}
                      onVerified={onChanged}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start"
      >
        <FormTextField
          control={control}
          name="country_code"
          autoComplete="tel-country-code"
          label={t('accounts.settings.phones.country_code')}
        />
        <FormTextField
          control={control}
          name="number"
          type="tel"
          autoComplete="tel-national"
          label={t('accounts.settings.phones.number')}
        />
        <Button
          type="submit"
          variant="secondary"
          className="sm:mt-7"
          isLoading={formState.isSubmitting}
        >
          {t('accounts.settings.phones.add')}
        </Button>
      </form>
    </Section>
  );
}
