import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  InboxConnectListingDocument,
  InboxMyListingsToConnectDocument,
} from '../../__generated__/graphql';
import { renderWithApp } from '../../test/render';
import { ConnectListingForm } from './ConnectListingForm';

const listing = (id: string, title: string) => ({
  __typename: 'Listing' as const,
  id,
  title,
  street: null,
});

const myListings: MockedResponse = {
  request: { query: InboxMyListingsToConnectDocument },
  result: {
    data: {
      myListings: {
        __typename: 'ListingPage',
        items: [listing('5', 'Björt íbúð'), listing('6', 'Kjallaraíbúð')],
      },
    },
  },
};

describe('connecting a listing to a conversation', () => {
  it('offers only the landlord’s listings not yet connected and connects the chosen one', async () => {
    const connected = vi.fn(() => ({
      data: {
        connectConversationListings: {
          __typename: 'Conversation',
          id: '41',
          links: {
            __typename: 'ConversationLinks',
            listings: [listing('5', 'Björt íbúð'), listing('6', 'Kjallaraíbúð')].map((l) => ({
              ...l,
              __typename: 'LinkedListing',
            })),
            applications: [],
            contracts: [],
          },
        },
      },
    }));
    const connect: MockedResponse = {
      request: {
        query: InboxConnectListingDocument,
        variables: { input: { conversationId: '41', listingIds: ['6'] } },
      },
      result: connected,
    };
    await renderWithApp(<ConnectListingForm conversationId="41" connectedIds={['5']} />, {
      mocks: [myListings, connect],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Connect a listing' }));
    const select = await screen.findByRole('combobox', { name: 'Your listing' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kjallaraíbúð']);
    expect(select).toHaveValue('6');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(connected).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Connect a listing' })).toBeInTheDocument();
  });
});
