import { useMutation } from '@apollo/client/react';
import { collaboratorInvitationCreateSchema, COLLABORATOR_ACCESS_TYPES } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { InviteContractCollaboratorDocument } from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { SelectField, TextField } from '../../../ui/form/controlled';
import { FormError, SubmitButton, useServerSubmit } from '../../../ui/form/FormKit';
import { FieldNamespace } from '../../../ui/form/messages';
import { useZodForm } from '../../../ui/form/zod-form';
import { COLLABORATORS_NS, translateCollaboratorError } from './model';

/** Invite by e-mail to view or edit; the domain's schema judges the fields, the api again. */
export function InviteCollaboratorForm({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const [invite] = useMutation(InviteContractCollaboratorDocument);
  const form = useZodForm(collaboratorInvitationCreateSchema, {
    defaultValues: { email: '', access_type: 'R' },
  });
  const submit = useServerSubmit(
    form,
    async ({ email, access_type }) => {
      await invite({ variables: { input: { contractId, email, accessType: access_type } } });
      toast.success(t(`${COLLABORATORS_NS}.invited`, { email }));
      form.reset({ email: '', access_type });
    },
    { translateError: translateCollaboratorError },
  );
  return (
    <FieldNamespace.Provider value={COLLABORATORS_NS}>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t(`${COLLABORATORS_NS}.invite_title`)}
        className="flex flex-col gap-3"
      >
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <TextField
            control={form.control}
            name="email"
            label={t(`${COLLABORATORS_NS}.email`)}
            autoComplete="off"
            isRequired
          />
          <SelectField
            control={form.control}
            name="access_type"
            label={t(`${COLLABORATORS_NS}.access`)}
            options={COLLABORATOR_ACCESS_TYPES.map((value) => ({
              value,
              label: t(`contracts.access_types.${value}`),
            }))}
          />
        </div>
        <FormError control={form.control} />
        <div>
          <SubmitButton control={form.control} size="sm">
            {t(`${COLLABORATORS_NS}.invite`)}
          </SubmitButton>
        </div>
      </form>
    </FieldNamespace.Provider>
  );
}
