import { useMutation } from '@apollo/client/react';
import {
  compareMobileAppVersions,
  mobileAppVersionSchema,
  type MobileAppVersionInput,
} from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetMobileAppVersionDocument, type MobilePlatform } from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/form/controlled';
import { FormError, SubmitButton, useServerSubmit } from '../../ui/form/FormKit';
import { FieldNamespace } from '../../ui/form/messages';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { useZodForm } from '../../ui/form/zod-form';
import { translateGraphError } from '../../ui/graph-errors';

const FIELDS = ['current_version', 'minimum_version'] as const;

/**
 * One platform's versions. Raising the minimum locks older apps out until they update, so that
 * change asks first and says from which version.
 */
export function MobileAppVersionForm({
  platform,
  published,
}: {
  platform: MobilePlatform;
  published: { currentVersion: string; minimumVersion: string } | null;
}) {
  const { t } = useTranslation();
  const name = t(`mobile-app-versions.platforms.${platform.toLowerCase()}`);
  const form = useZodForm(mobileAppVersionSchema, {
    defaultValues: {
      current_version: published?.currentVersion ?? '',
      minimum_version: published?.minimumVersion ?? '',
    },
  });
  const [pending, setPending] = useState<MobileAppVersionInput | null>(null);
  const [save, saving] = useMutation(SetMobileAppVersionDocument, {
    refetchQueries: ['MobileAppVersions'],
  });

  const send = async (values: MobileAppVersionInput) => {
    await save({
      variables: {
        input: {
          platform,
          currentVersion: values.current_version,
          minimumVersion: values.minimum_version,
        },
      },
    });
    form.reset(values);
    toast.success(t('mobile-app-versions.saved', { platform: name }));
  };

  const onSubmit = useServerSubmit(form, async (values) => {
    const raises =
      !published || compareMobileAppVersions(values.minimum_version, published.minimumVersion) > 0;
    if (raises) {
      setPending(values);
      return;
    }
    await send(values);
  });

  const onConfirm = async () => {
    if (!pending) return;
    const values = pending;
    setPending(null);
    try {
      await send(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', { type: 'server', message: translateGraphError(t, error) });
    }
  };

  return (
    <FieldNamespace.Provider value="mobile-app-versions">
      <form
        className="flex flex-col gap-3"
        aria-label={t('mobile-app-versions.form_label', { platform: name })}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <FormError control={form.control} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="current_version"
            label={t('mobile-app-versions.fields.current_version')}
            hint={t('mobile-app-versions.fields.current_hint')}
            placeholder="1.4.0"
            isRequired
          />
          <TextField
            control={form.control}
            name="minimum_version"
            label={t('mobile-app-versions.fields.minimum_version')}
            hint={t('mobile-app-versions.fields.minimum_hint')}
            placeholder="1.2.0"
            isRequired
          />
        </div>
        <div>
          <SubmitButton control={form.control}>{t('mobile-app-versions.save')}</SubmitButton>
        </div>
      </form>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        title={t('mobile-app-versions.confirm_title', { platform: name })}
        text={t('mobile-app-versions.confirm_text', {
          platform: name,
          version: pending?.minimum_version ?? '',
        })}
        confirmLabel={t('mobile-app-versions.confirm')}
        onConfirm={() => void onConfirm()}
        isLoading={saving.loading}
      />
    </FieldNamespace.Provider>
  );
}
