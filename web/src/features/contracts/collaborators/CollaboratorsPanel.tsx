import { useMutation, useQuery } from '@apollo/client/react';
import { COLLABORATOR_ACCESS_TYPES } from '@leiga/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import {
  ChangeContractCollaboratorAccessDocument,
  CollaboratorsPanel_ContractFragmentDoc,
  ContractCollaboratorsDocument,
  RemoveContractCollaboratorDocument,
  ResendContractInvitationDocument,
  RetractContractInvitationDocument,
  type ContractCollaboratorAccess,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { itemRowClass } from '../../../ui/EditableList';
import { EmptyText } from '../../../ui/EmptyState';
import { inputClass } from '../../../ui/fields';
import { Panel } from '../signing/Panel';
import { InviteCollaboratorForm } from './InviteCollaboratorForm';
import { COLLABORATORS_NS as NS, translateCollaboratorError } from './model';

const h4 = 'mt-5 mb-1 text-sm font-semibold uppercase tracking-wide text-ink-muted';

type Confirming =
  { kind: 'remove'; id: string; name: string } | { kind: 'retract'; id: string; email: string };

/** Runs a change with a pending flag; says what it did or why the graph refused. */
function useCollaboratorAction() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const run = async (key: string, change: () => Promise<unknown>, done: string) => {
    setPending(key);
    try {
      await change();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(translateCollaboratorError(t, error));
      return false;
    } finally {
      setPending(null);
    }
  };
  return { run, pending };
}

function AccessSelect({
  name,
  value,
  isDisabled,
  onChange,
}: {
  name: string;
  value: ContractCollaboratorAccess;
  isDisabled: boolean;
  onChange: (value: ContractCollaboratorAccess) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t(`${NS}.access_of`, { name })}
      </label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        onChange={(e) => onChange(e.target.value as ContractCollaboratorAccess)}
        className={`${inputClass} w-auto`}
      >
        {COLLABORATOR_ACCESS_TYPES.map((v) => (
          <option key={v} value={v}>
            {t(`contracts.access_types.${v}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * The contract page's collaborators: who may view or edit it besides the parties. Those who edit
 * the contract also see the pending invitations and change, remove, resend, retract and invite.
 */
export function CollaboratorsPanel({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(ContractCollaboratorsDocument, {
    variables: { id: contractId },
  });
  const [changeAccess] = useMutation(ChangeContractCollaboratorAccessDocument);
  const [remove] = useMutation(RemoveContractCollaboratorDocument);
  const [resend] = useMutation(ResendContractInvitationDocument);
  const [retract] = useMutation(RetractContractInvitationDocument);
  const { run, pending } = useCollaboratorAction();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const contract = getFragmentData(CollaboratorsPanel_ContractFragmentDoc, data?.contract);

  if (!contract)
    return loading ? (
      <Panel title={t(`${NS}.title`)}>
        <Spinner label={t('common.status.loading')} />
      </Panel>
    ) : null;
  const isEditor = contract.viewerAccess === 'EDIT';
  const confirm = () => {
    const target = confirming;
    if (!target) return;
    const change =
      target.kind === 'remove'
        ? run(
            `remove${target.id}`,
            () => remove({ variables: { input: { id: target.id, contractId } } }),
            t(`${NS}.removed`),
          )
        : run(
            `retract${target.id}`,
            () => retract({ variables: { id: target.id } }),
            t(`${NS}.retracted`),
          );
    void change.then(() => setConfirming(null));
  };

  return (
    <div className="mt-6" data-testid="collaborators-panel">
      <Panel title={t(`${NS}.title`)}>
        <p className="mb-3 text-sm text-ink-muted">{t(`${NS}.hint`)}</p>
        {contract.collaborators.length === 0 && <EmptyText>{t(`${NS}.empty`)}</EmptyText>}
        <ul aria-label={t(`${NS}.list_label`)}>
          {contract.collaborators.map((c) => (
            <li key={c.userId} className={itemRowClass}>
              <div className="min-w-0">
                <p className="font-medium text-ink">{c.fullName}</p>
                <p className="truncate text-sm text-ink-muted">{c.email}</p>
              </div>
              {isEditor && c.id ? (
                <div className="flex items-center gap-2">
                  <AccessSelect
                    name={c.fullName}
                    value={c.accessType}
                    isDisabled={pending !== null}
                    onChange={(accessType) => {
                      const id = c.id!;
                      void run(
                        `access${id}`,
                        () => changeAccess({ variables: { input: { id, accessType } } }),
                        t(`${NS}.access_changed`),
                      );
                    }}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t(`${NS}.remove_named`, { name: c.fullName })}
                    onPress={() => setConfirming({ kind: 'remove', id: c.id!, name: c.fullName })}
                  >
                    {t(`${NS}.remove`)}
                  </Button>
                </div>
              ) : (
                <span className="text-sm text-ink-muted">
                  {t(`contracts.access_types.${c.accessType}`)}
                </span>
              )}
            </li>
          ))}
        </ul>

        {isEditor && (
          <>
            <h4 className={h4}>{t(`${NS}.pending_title`)}</h4>
            {contract.collaboratorInvitations.length === 0 && (
              <EmptyText>{t(`${NS}.no_pending`)}</EmptyText>
            )}
            <ul aria-label={t(`${NS}.pending_title`)}>
              {contract.collaboratorInvitations.map((i) => (
                <li key={i.id} className={itemRowClass}>
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink">{i.email}</p>
                    <p className="text-sm text-ink-muted">
                      {t(`contracts.access_types.${i.accessType}`)} ·{' '}
                      {t(`${NS}.sent_at`, { date: formatDate(i.sentAt) })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t(`${NS}.resend_named`, { email: i.email })}
                      isLoading={pending === `resend${i.id}`}
                      onPress={() =>
                        void run(
                          `resend${i.id}`,
                          () => resend({ variables: { id: i.id } }),
                          t(`${NS}.resent`),
                        )
                      }
                    >
                      {t(`${NS}.resend`)}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t(`${NS}.retract_named`, { email: i.email })}
                      onPress={() => setConfirming({ kind: 'retract', id: i.id, email: i.email })}
                    >
                      {t(`${NS}.retract`)}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <h4 className={h4}>{t(`${NS}.invite_title`)}</h4>
            <InviteCollaboratorForm contractId={contractId} />
          </>
        )}
      </Panel>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(`${NS}.${confirming?.kind === 'retract' ? 'retract_title' : 'remove_title'}`)}
        text={
          confirming?.kind === 'retract'
            ? t(`${NS}.retract_text`, { email: confirming.email })
            : t(`${NS}.remove_text`, { name: confirming?.name ?? '' })
        }
        confirmLabel={t(`${NS}.${confirming?.kind === 'retract' ? 'retract' : 'remove'}`)}
        isLoading={pending !== null}
        onConfirm={confirm}
      />
    </div>
  );
}
