import { useMutation } from '@apollo/client/react';
import { contractPartyEditSchema, needsRegistryLookup } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AutofillContractEntityDocument,
  UpdateContractPartyDocument,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormAlert } from '../../../ui/form/FormKit';
import { issuesByPath, useFieldErrors } from '../parts/useFieldErrors';

type Party = {
  id?: string | null;
  name: string;
  identifier: string;
  identifierCountry: string;
  isIndividual: boolean;
};

const E = 'contracts.partiesEdit';

/**
 * Renames a person or a company, or corrects its kennitala. A changed kennitala is looked up in
 * the national registry again (when the field is left, and before saving), so the name on the
 * lease is the registry's; domain's schema checks the kennitala first, the api again.
 */
export function PartyEditor({ party, onDone }: { party: Party; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(party.name);
  const [identifier, setIdentifier] = useState(party.identifier);
  const [lookedUp, setLookedUp] = useState(party.identifier);
  const [isRefilled, setRefilled] = useState(false);
  const [autofill, autofilling] = useMutation(AutofillContractEntityDocument);
  const [update, updating] = useMutation(UpdateContractPartyDocument);
  const errors = useFieldErrors();

  const check = (values: { name: string; identifier: string }) =>
    contractPartyEditSchema.safeParse({
      ...values,
      identifier_country: party.identifierCountry,
      is_individual: party.isIndividual,
    });

  /** The registry's name for a new, valid kennitala; the name as it is otherwise. */
  const refill = async (): Promise<string | null> => {
    const checked = check({ name: name || party.name, identifier });
    if (!checked.success) {
      errors.setFields(issuesByPath(checked.error.issues));
      return null;
    }
    const next = checked.data.identifier;
    if (!needsRegistryLookup({ identifier: lookedUp }, checked.data)) return name;
    try {
      const { data } = await autofill({ variables: { identifier: next } });
      const found = data?.autofillContractEntity;
      if (!found) return name;
      setName(found.name);
      setLookedUp(next);
      setRefilled(true);
      return found.name;
    } catch (error) {
      errors.fromError(error);
      return null;
    }
  };

  const onSave = async () => {
    errors.clear();
    const refilledName = await refill();
    if (refilledName === null) return;
    const checked = check({ name: refilledName, identifier });
    if (!checked.success) {
      errors.setFields(issuesByPath(checked.error.issues));
      return;
    }
    try {
      await update({
        variables: {
          input: { id: party.id!, name: checked.data.name, identifier: checked.data.identifier },
        },
      });
      onDone();
    } catch (error) {
      errors.fromError(error);
    }
  };

  return (
    <div className="mt-2 flex flex-col gap-3" data-testid="party-editor">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t(party.isIndividual ? `${E}.name` : `${E}.company_name`)}
          error={errors.fields.name}
        >
          {(props) => (
            <input
              {...props}
              value={name}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label={t(`${E}.kennitala`)} error={errors.fields.identifier}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={identifier}
              onChange={(e) => {
                setIdentifier(e.target.value);
                setRefilled(false);
              }}
              onBlur={() => {
                errors.clear();
                void refill();
              }}
            />
          )}
        </Field>
      </div>
      {isRefilled && (
        <p className="text-sm text-ink-muted" role="status">
          {t(`${E}.refilled`)}
        </p>
      )}
      {errors.formError && <FormAlert>{errors.formError}</FormAlert>}
      <div className="flex gap-2">
        <Button
          size="sm"
          isLoading={updating.loading || autofilling.loading}
          onPress={() => void onSave()}
        >
          {t('common.actions.save')}
        </Button>
        <Button size="sm" variant="ghost" onPress={onDone}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </div>
  );
}
