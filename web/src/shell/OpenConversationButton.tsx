import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  OpenApplicationConversationDocument,
  OpenContractConversationDocument,
} from '../__generated__/graphql';
import { useLocalizedPath } from '../app/links';
import { paths } from '../app/paths';
import { Button } from '../ui/Button';
import { toast } from './toast-store';

/** What the conversation is about: a contract's parties, or an application's tenant and landlord. */
export type ConversationTarget = { contractId: string } | { applicationId: string };

/**
 * "Message": opens the conversation about a contract or an application (made on first use) in
 * the inbox. Shared by the contract page and the landlord's application view.
 */
export function OpenConversationButton({ target }: { target: ConversationTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [openContract, contractState] = useMutation(OpenContractConversationDocument);
  const [openApplication, applicationState] = useMutation(OpenApplicationConversationDocument);
  const isOpening = contractState.loading || applicationState.loading;

  const open = async () => {
    try {
      const id =
        'contractId' in target
          ? (await openContract({ variables: { contractId: target.contractId } })).data
              ?.openContractConversation.id
          : (
              await openApplication({
                variables: { input: { applicationId: target.applicationId } },
              })
            ).data?.openApplicationConversation.id;
      if (id) void navigate(localize(paths.inboxConversation.href({ id })));
    } catch {
      toast.error(t('inbox-links.message_button.failed'));
    }
  };

  return (
    <Button size="sm" variant="secondary" isLoading={isOpening} onPress={() => void open()}>
      {isOpening ? t('inbox-links.message_button.opening') : t('inbox-links.message_button.label')}
    </Button>
  );
}
