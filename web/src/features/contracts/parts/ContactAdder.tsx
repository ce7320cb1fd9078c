import { useMutation } from '@apollo/client/react';
import { contractPartyPatchSchema } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UpdateContractPartyDocument,
  type ContractPartsParty_EntityFragment,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormAlert } from '../../../ui/form/FormKit';
import { issuesByPath, useFieldErrors } from './useFieldErrors';

type Party = ContractPartsParty_EntityFragment;

/**
 * Adds a phone or an e-mail to a party. The api replaces a list sent, so the party's contacts
 * go along with their ids (kept) and the new one (given an id).
 */
export function ContactAdder({ party, onDone }: { party: Party; onDone: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [update, updating] = useMutation(UpdateContractPartyDocument);
  const errors = useFieldErrors();
  const phones = [
    ...party.phones.map((p) => ({ id: p.id, countryCode: p.countryCode, number: p.number })),
    ...(phone.trim() ? [{ id: null, countryCode: '354', number: phone.trim() }] : []),
  ];
  const emails = [
    ...party.emails.map((e) => ({ id: e.id, email: e.email })),
    ...(email.trim() ? [{ id: null, email: email.trim() }] : []),
  ];
  const newPhone = `phones.${phones.length - 1}.number`;
  const newEmail = `emails.${emails.length - 1}.email`;

  const onSave = async () => {
    errors.clear();
    const checked = contractPartyPatchSchema.safeParse({
      phones: phones.map((p) => ({ country_code: p.countryCode, number: p.number })),
      emails: emails.map((e) => ({ email: e.email })),
    });
    if (!checked.success) {
      errors.setFields(issuesByPath(checked.error.issues));
      return;
    }
    try {
      await update({ variables: { input: { id: party.id!, phones, emails } } });
      onDone();
    } catch (error) {
      errors.fromError(error);
    }
  };
  return (
    <div className="mt-2 flex flex-col gap-2" data-testid="contact-adder">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('contracts.parts.phone')}
          hint={t('contracts.parts.phone_hint')}
          error={phone.trim() ? errors.fields[newPhone] : undefined}
        >
          {(props) => (
            <input {...props} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          )}
        </Field>
        <Field
          label={t('contracts.parts.email')}
          error={email.trim() ? errors.fields[newEmail] : undefined}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
      </div>
      {errors.formError && <FormAlert>{errors.formError}</FormAlert>}
      <div className="flex gap-2">
        <Button size="sm" isLoading={updating.loading} onPress={() => void onSave()}>
          {t('common.actions.save')}
        </Button>
        <Button size="sm" variant="ghost" onPress={onDone}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </div>
  );
}
