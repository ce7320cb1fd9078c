import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteContractDocument, UncommitContractDocument } from '../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { buttonClass, Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { translateContractError, type ContractDetail } from './model';

/** Changes that read the contract's timeline and lists again. */
export const CONTRACT_REFETCH = ['ContractTimeline', 'Contracts', 'LatestContracts'];

/**
 * What the viewer may do now: edit (the wizard), delete a draft, reopen a committed contract.
 * The api decides; these follow domain's machine so that nobody is offered a refusal.
 */
export function ContractActions({
  contract: c,
  listHref,
}: {
  contract: ContractDetail;
  listHref: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [dialog, setDialog] = useState<'delete' | 'uncommit' | null>(null);
  const [remove, removing] = useMutation(DeleteContractDocument);
  const [uncommit, uncommitting] = useMutation(UncommitContractDocument, {
    refetchQueries: CONTRACT_REFETCH,
  });
  const canEdit = c.viewerAccess === 'EDIT';
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(translateContractError(t, error));
      return false;
    } finally {
      setDialog(null);
    }
  };
  if (!canEdit) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('contracts.web.actions')}>
      {c.viewerCanEdit && (
        <RouteLink
          to={paths.contractStep.href({ id: c.id, step: 'property' })}
          className={buttonClass('primary', 'sm')}
        >
          {t('contracts.web.edit')}
        </RouteLink>
      )}
      {c.status === 'DRAFT' && (
        <Button size="sm" variant="danger" onPress={() => setDialog('delete')}>
          {t('contracts.actions.delete')}
        </Button>
      )}
      {(c.status === 'COMMITTED' || c.status === 'SIGNING') && (
        <Button size="sm" variant="secondary" onPress={() => setDialog('uncommit')}>
          {t('contracts.actions.uncommit')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('contracts.web.delete_title')}
        text={t('contracts.web.delete_text')}
        confirmLabel={t('contracts.actions.delete')}
        isLoading={removing.loading}
        onConfirm={() =>
          void run(async () => {
            await remove({
              variables: { input: { id: c.id } },
              update: (cache) => {
                cache.evict({ id: cache.identify({ __typename: 'Contract', id: c.id }) });
                cache.gc();
              },
            });
            void navigate(localize(listHref));
          }, t('contracts.web.deleted'))
        }
      />
      <ConfirmDialog
        isOpen={dialog === 'uncommit'}
        onOpenChange={(open) => setDialog(open ? 'uncommit' : null)}
        title={t('contracts.web.uncommit_title')}
        text={t('contracts.web.uncommit_text')}
        confirmLabel={t('contracts.actions.uncommit')}
        tone="primary"
        isLoading={uncommitting.loading}
        onConfirm={() =>
          void run(
            () => uncommit({ variables: { input: { id: c.id } } }),
            t('contracts.web.uncommitted'),
          )
        }
      />
    </div>
  );
}
