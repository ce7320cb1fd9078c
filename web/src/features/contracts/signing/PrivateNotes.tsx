import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  AddPrivateNoteDocument,
  ContractPrivateNotesDocument,
  RemovePrivateNoteDocument,
  UpdatePrivateNoteDocument,
} from '../../../__generated__/graphql';
import { Panel } from './Panel';
import { TextItemsEditor } from './TextItemsEditor';

/** The contract page's private notes: only the signed-in user's own; nobody else reads them. */
export function PrivateNotes({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const refetchQueries = ['ContractPrivateNotes'];
  const { data } = useQuery(ContractPrivateNotesDocument, { variables: { id: contractId } });
  const [add] = useMutation(AddPrivateNoteDocument, { refetchQueries });
  const [update] = useMutation(UpdatePrivateNoteDocument, { refetchQueries });
  const [remove] = useMutation(RemovePrivateNoteDocument, { refetchQueries });
  const notes = data?.contract?.privateNotes;
  if (!notes) return null;
  return (
    <Panel title={t('contracts.signing_web.notes_title')}>
      <p className="mb-3 text-sm text-ink-muted">{t('contracts.signing_web.notes_hint')}</p>
      <TextItemsEditor
        items={notes}
        labels={{
          empty: t('contracts.signing_web.notes_empty'),
          text: t('contracts.signing_web.notes_text'),
          add: t('contracts.signing_web.notes_add'),
          removeTitle: t('contracts.signing_web.notes_remove_title'),
          removeText: t('contracts.signing_web.notes_remove_text'),
        }}
        onAdd={(text) => add({ variables: { input: { contractId, text } } })}
        onUpdate={(id, text) => update({ variables: { input: { id, text } } })}
        onRemove={(id) => remove({ variables: { id } })}
      />
    </Panel>
  );
}
