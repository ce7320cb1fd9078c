import { useMutation } from '@apollo/client/react';
import { formatKennitala, type ContractPartyRole } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import {
  ContractPartsParty_EntityFragmentDoc,
  LogContractStepDocument,
  RemoveContractPartyDocument,
  type ContractPartsParty_EntityFragment,
} from '../../../__generated__/graphql';
import { useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/form/FormKit';
import { FieldNamespace } from '../../../ui/form/messages';
import { translateContractError, type ContractDetail } from '../model';
import { PartyContacts } from '../steps/PartyContacts';
import { PartyEditor } from '../steps/PartyEditor';
import { getNextStep } from '../wizard/patch';
import { AddPartyForm } from './AddPartyForm';
import { ContactAdder } from './ContactAdder';
import { describePartyIssues } from './parties-check';
import { useContractParts } from './PropertyPartsStep';

type Party = ContractPartsParty_EntityFragment;

function PartyCard({ party, onRemove }: { party: Party; onRemove: () => void }) {
  const { t } = useTranslation();
  const [isAddingContact, setAddingContact] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const issues = describePartyIssues(t, party);
  return (
    <li
      className="flex items-start justify-between gap-3 rounded-lg border border-line p-3"
      data-testid="party-card"
    >
      <div className="text-sm">
        <p className="font-medium text-ink">{party.name}</p>
        <p className="text-ink-muted">
          {formatKennitala(party.identifier)} ·{' '}
          {t(party.isIndividual ? 'contracts.parts.person' : 'contracts.parts.company')}
        </p>
        <PartyContacts
          phones={party.phones}
          emails={party.emails}
          emptyText={t('contracts.parts.no_contacts')}
        />
        {party.agents.length > 0 && (
          <p className="text-ink-muted">
            {t('contracts.parts.agents')}: {party.agents.map((a) => a.name).join(', ')}
          </p>
        )}
        {issues.length > 0 && (
          <ul
            className="mt-1 list-disc pl-5 text-red-700 dark:text-red-400"
            data-testid="party-issues"
          >
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
        {isEditing && <PartyEditor party={party} onDone={() => setEditing(false)} />}
        {isAddingContact ? (
          <ContactAdder party={party} onDone={() => setAddingContact(false)} />
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => setAddingContact(true)}
            aria-label={t('contracts.parts.add_contact_named', { name: party.name })}
          >
            {t('contracts.parts.add_contact')}
          </Button>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        {!isEditing && (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => setEditing(true)}
            aria-label={t('contracts.partiesEdit.edit_named', { name: party.name })}
          >
            {t('contracts.partiesEdit.edit')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onPress={onRemove}
          aria-label={t('contracts.parts.remove_named', { name: party.name })}
        >
          {t('common.actions.remove')}
        </Button>
      </div>
    </li>
  );
}

function PartyList({
  contractId,
  role,
  parties,
}: {
  contractId: string;
  role: ContractPartyRole;
  parties: Party[];
}) {
  const { t } = useTranslation();
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Party | null>(null);
  const [remove, removal] = useMutation(RemoveContractPartyDocument);
  const [error, setError] = useState<string | null>(null);
  const onConfirm = async () => {
    if (!removing?.id) return;
    try {
      await remove({ variables: { input: { id: removing.id } } });
      setRemoving(null);
    } catch (e) {
      setError(translateContractError(t, e));
      setRemoving(null);
    }
  };
  return (
    <section className="flex flex-col gap-2" data-testid={`${role}s`}>
      <h3 className="font-semibold text-ink">{t(`contracts.parts.${role}s`)}</h3>
      {parties.length === 0 && (
        <p className="text-sm text-ink-muted">{t(`contracts.parts.no_${role}s`)}</p>
      )}
      <ul className="flex flex-col gap-2">
        {parties.map((p) => (
          <PartyCard key={p.id} party={p} onRemove={() => setRemoving(p)} />
        ))}
      </ul>
      {error && <FormAlert>{error}</FormAlert>}
      {isAdding ? (
        <AddPartyForm contractId={contractId} role={role} onDone={() => setAdding(false)} />
      ) : (
        <div>
          <Button variant="secondary" onPress={() => setAdding(true)}>
            {t(`contracts.parts.add_${role}`)}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('contracts.parts.remove_title', { name: removing?.name ?? '' })}
        text={t('contracts.parts.remove_text')}
        confirmLabel={t('common.actions.remove')}
        isLoading={removal.loading}
        onConfirm={() => void onConfirm()}
      />
    </section>
  );
}

/**
 * Parties: the landlords and tenants, added by kennitala with the registry's help, removed after
 * a confirmation. Continue logs the step as the api judges it and moves on.
 */
export function PartiesStep({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { parts, loading, error } = useContractParts(contract.id);
  const [logStep, logging] = useMutation(LogContractStepDocument);
  const party = (p: FragmentType<typeof ContractPartsParty_EntityFragmentDoc>) =>
    getFragmentData(ContractPartsParty_EntityFragmentDoc, p);
  const isValid = contract.validSteps.find((s) => s.stepName === 'parties')?.isValid === true;
  const onContinue = async () => {
    await logStep({ variables: { input: { id: contract.id, stepName: 'parties', isValid } } });
    void navigate(
      localize(paths.contractStep.href({ id: contract.id, step: getNextStep('parties') })),
    );
  };
  return (
    <FieldNamespace.Provider value="contracts">
      <div className="flex flex-col gap-6">
        <h2 className="text-xl font-semibold text-ink">{t('contracts.steps.parties')}</h2>
        {error && <FormAlert>{translateContractError(t, error)}</FormAlert>}
        {loading && !parts && (
          <p className="text-sm text-ink-muted">{t('common.status.loading')}</p>
        )}
        {parts && (
          <>
            <PartyList
              contractId={contract.id}
              role="landlord"
              parties={parts.landlords.map(party)}
            />
            <PartyList contractId={contract.id} role="tenant" parties={parts.tenants.map(party)} />
          </>
        )}
        {!isValid && parts && (
          <FormAlert tone="info">{t('contracts.parts.parties_incomplete')}</FormAlert>
        )}
        <div>
          <Button isLoading={logging.loading} onPress={() => void onContinue()}>
            {t('common.actions.continue')}
          </Button>
        </div>
      </div>
    </FieldNamespace.Provider>
  );
}
