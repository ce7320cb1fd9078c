import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContractKeyHandoversDocument,
  RemoveKeyHandoverDocument,
  type ContractKeyHandoversQuery,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorText, LoadState } from '../../../ui/ListState';
import { formatDate } from '../../../lib/format';
import { enumKey } from '../../../lib/enums';
import { translateContractError } from '../model';
import { Panel } from '../signing/Panel';
import { AddKeyHandoverForm } from './AddKeyHandoverForm';

type Handover = NonNullable<ContractKeyHandoversQuery['contract']>['keyHandovers'][number];

/**
 * The contract page's key handovers: keys to the tenant at move-in, back to the landlord at
 * move-out. Editors record and remove them in any state (the api decides who edits).
 */
export function KeyHandoversPanel({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(ContractKeyHandoversDocument, {
    variables: { id: contractId },
  });
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<Handover | null>(null);
  const [remove, removal] = useMutation(RemoveKeyHandoverDocument, {
    refetchQueries: ['ContractKeyHandovers'],
    awaitRefetchQueries: true,
  });
  const contract = data?.contract;
  const canEdit = contract?.viewerAccess === 'EDIT';
  return (
    <Panel title={t('contracts.keys.title')}>
      <LoadState
        hasData={Boolean(contract)}
        isLoading={loading}
        error={error}
        translateError={translateContractError}
      />
      {contract && contract.keyHandovers.length === 0 && (
        <p className="text-sm text-ink-muted">{t('contracts.keys.empty')}</p>
      )}
      {contract && contract.keyHandovers.length > 0 && (
        <ul className="flex flex-col divide-y divide-line" data-testid="key-handovers">
          {contract.keyHandovers.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="tabular-nums text-ink">{formatDate(k.handedOverOn)}</span>
              <span className="font-medium text-ink">
                {t(enumKey('contracts.keys.directions', k.direction))}
              </span>
              <span className="text-ink">
                {t('contracts.keys.count_value', { count: k.keyCount })}
              </span>
              {k.description && <span className="flex-1 text-ink-muted">{k.description}</span>}
              {canEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  aria-label={t('contracts.keys.remove_label', {
                    date: formatDate(k.handedOverOn),
                  })}
                  onPress={() => setRemoving(k)}
                >
                  {t('contracts.keys.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {removal.error && <ErrorText>{translateContractError(t, removal.error)}</ErrorText>}
      {canEdit &&
        (isAdding ? (
          <AddKeyHandoverForm contractId={contractId} onDone={() => setIsAdding(false)} />
        ) : (
          <Button variant="secondary" size="sm" className="mt-3" onPress={() => setIsAdding(true)}>
            {t('contracts.keys.add')}
          </Button>
        ))}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('contracts.keys.remove_title')}
        text={
          removing && t('contracts.keys.remove_text', { date: formatDate(removing.handedOverOn) })
        }
        isLoading={removal.loading}
        onConfirm={() => {
          if (!removing) return;
          void remove({ variables: { id: removing.id } })
            .then(() => setRemoving(null))
            .catch(() => setRemoving(null));
        }}
      />
    </Panel>
  );
}
