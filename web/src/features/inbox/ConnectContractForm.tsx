import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  InboxConnectContractDocument,
  InboxMyContractsToConnectDocument,
} from '../../__generated__/graphql';
import { enumKey } from '../../lib/enums';
import { ConnectLinkForm } from './ConnectLinkForm';

/**
 * A participant connects a contract they made or are a party to (`connect-contracts`), e.g. the
 * lease that came of a question about a listing. Contracts already connected are not offered.
 */
export function ConnectContractForm({
  conversationId,
  connectedIds,
}: {
  conversationId: string;
  connectedIds: readonly string[];
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const { data, loading } = useQuery(InboxMyContractsToConnectDocument, { skip: !isOpen });
  const [connect, connecting] = useMutation(InboxConnectContractDocument);
  const choices = (data?.contracts.items ?? [])
    .filter((c) => !connectedIds.includes(c.id))
    .map((c) => ({
      value: c.id,
      label: t('inbox-links.connect_contract.choice', {
        street: c.realEstate?.address.street ?? t('inbox-links.chips.untitled'),
        status: t(enumKey('contracts.status', c.status)),
      }),
    }));
  return (
    <ConnectLinkForm
      texts="connect_contract"
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      choices={choices}
      isLoading={loading && !data}
      isConnecting={connecting.loading}
      connect={(id) => connect({ variables: { input: { conversationId, contractIds: [id] } } })}
    />
  );
}
