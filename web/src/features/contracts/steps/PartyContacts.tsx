import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RemoveContractEmailDocument,
  RemoveContractPhoneDocument,
} from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/form/FormKit';
import { translateContractError } from '../model';

type Contact = { kind: 'phone' | 'email'; id: string; text: string };

/**
 * A party's phones and e-mails, each with a button that removes it after a confirmation
 * (entity-phones/{id}/ and entity-emails/{id}/ DELETE).
 */
export function PartyContacts({
  phones,
  emails,
  emptyText,
}: {
  phones: readonly { id?: string | null; countryCode: string; number: string }[];
  emails: readonly { id?: string | null; email: string }[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Contact | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removePhone, phoneRemoval] = useMutation(RemoveContractPhoneDocument);
  const [removeEmail, emailRemoval] = useMutation(RemoveContractEmailDocument);
  const contacts: Contact[] = [
    ...phones.flatMap((p) =>
      p.id ? [{ kind: 'phone' as const, id: p.id, text: `+${p.countryCode} ${p.number}` }] : [],
    ),
    ...emails.flatMap((e) => (e.id ? [{ kind: 'email' as const, id: e.id, text: e.email }] : [])),
  ];

  const onConfirm = async () => {
    if (!removing) return;
    setError(null);
    const variables = { input: { id: removing.id } };
    try {
      if (removing.kind === 'phone') await removePhone({ variables });
      else await removeEmail({ variables });
    } catch (e) {
      setError(translateContractError(t, e));
    }
    setRemoving(null);
  };

  if (contacts.length === 0) return <p className="text-ink-muted">{emptyText}</p>;
  return (
    <>
      <ul className="flex flex-wrap gap-2" data-testid="party-contacts">
        {contacts.map((c) => (
          <li
            key={`${c.kind}-${c.id}`}
            className="flex items-center gap-1 rounded-full border border-line py-0.5 pr-1 pl-3 text-ink-muted"
          >
            {c.text}
            <button
              type="button"
              onClick={() => setRemoving(c)}
              aria-label={t(`contracts.partiesEdit.remove_${c.kind}_named`, { contact: c.text })}
              className="grid size-6 place-items-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {error && <FormAlert>{error}</FormAlert>}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('contracts.partiesEdit.remove_contact_title', { contact: removing?.text ?? '' })}
        text={t('contracts.partiesEdit.remove_contact_text')}
        confirmLabel={t('common.actions.remove')}
        isLoading={phoneRemoval.loading || emailRemoval.loading}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
