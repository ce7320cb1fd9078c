import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  InboxConnectListingDocument,
  InboxMyListingsToConnectDocument,
} from '../../__generated__/graphql';
import { ConnectLinkForm } from './ConnectLinkForm';

/**
 * A landlord connects one of their listings to the conversation (`connect-listings`). Listings
 * already connected are not offered.
 */
export function ConnectListingForm({
  conversationId,
  connectedIds,
}: {
  conversationId: string;
  connectedIds: readonly string[];
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const { data, loading } = useQuery(InboxMyListingsToConnectDocument, { skip: !isOpen });
  const [connect, connecting] = useMutation(InboxConnectListingDocument);
  const choices = (data?.myListings.items ?? [])
    .filter((l) => !connectedIds.includes(l.id))
    .map((l) => ({ value: l.id, label: l.title ?? l.street ?? t('inbox-links.chips.untitled') }));
  return (
    <ConnectLinkForm
      texts="connect"
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      choices={choices}
      isLoading={loading && !data}
      isConnecting={connecting.loading}
      connect={(id) => connect({ variables: { input: { conversationId, listingIds: [id] } } })}
    />
  );
}
