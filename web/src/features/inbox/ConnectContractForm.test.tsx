import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  InboxConnectContractDocument,
  InboxMyContractsToConnectDocument,
} from '../../__generated__/graphql';
import { renderWithApp } from '../../test/render';
import { ConnectContractForm } from './ConnectContractForm';

const contract = (id: string, street: string | null, status: string) => ({
  __typename: 'Contract' as const,
  id,
  status,
  realEstate:
    street === null
      ? null
      : {
          __typename: 'ContractRealEstate' as const,
          address: { __typename: 'ContractAddress' as const, street },
        },
});

const myContracts = (items: ReturnType<typeof contract>[]): MockedResponse => ({
  request: { query: InboxMyContractsToConnectDocument },
  result: { data: { contracts: { __typename: 'ContractPage', items } } },
});

describe('connecting a contract to a conversation', () => {
  it('offers the contracts not yet connected, with their state, and connects the chosen one', async () => {
    const connected = vi.fn(() => ({
      data: {
        connectConversationContracts: {
          __typename: 'Conversation',
          id: '41',
          links: {
            __typename: 'ConversationLinks',
            listings: [],
            applications: [],
            contracts: [
              { __typename: 'LinkedContract', id: '9', status: 'SIGNED', street: 'Laugavegur 12' },
            ],
          },
        },
      },
    }));
    const connect: MockedResponse = {
      request: {
        query: InboxConnectContractDocument,
        variables: { input: { conversationId: '41', contractIds: ['9'] } },
      },
      result: connected,
    };
    await renderWithApp(<ConnectContractForm conversationId="41" connectedIds={['3']} />, {
      mocks: [
        myContracts([
          contract('3', 'Þórsgata 4', 'REGISTERED'),
          contract('9', 'Laugavegur 12', 'SIGNED'),
          contract('11', null, 'DRAFT'),
        ]),
        connect,
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Connect a contract' }));
    const select = await screen.findByRole('combobox', { name: 'Contract' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Laugavegur 12 (Signed)',
      'no title (Draft)',
    ]);
    expect(select).toHaveValue('9');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(connected).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Connect a contract' })).toBeInTheDocument();
  });

  it('says so when there is nothing left to connect', async () => {
    await renderWithApp(<ConnectContractForm conversationId="41" connectedIds={['3']} />, {
      mocks: [myContracts([contract('3', 'Þórsgata 4', 'REGISTERED')])],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Connect a contract' }));
    expect(await screen.findByText('You have no other contract to connect.')).toBeInTheDocument();
  });
});
