import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminConversationDocument } from '../../__generated__/graphql';
import { renderWithApp } from '../../test/render';
import { AdminConversationPage } from './AdminConversationPage';

const STAFF = {
  __typename: 'User' as const,
  id: '9',
  fullName: 'Helga Björnsdóttir',
  email: 'stjorn@leiga.is',
  isStaff: true,
  userType: null,
  primaryLanguage: { __typename: 'PrimaryLanguage' as const, code: 'EN' as const },
};

const anna = { __typename: 'ConversationParticipant', id: '2', fullName: 'Anna Sigurðardóttir' };
const jon = { __typename: 'ConversationParticipant', id: '3', fullName: 'Jón Guðmundsson' };

const messageItem = (id: string, at: string, body: string, sender = anna) => ({
  __typename: 'TimelineItem',
  kind: 'MESSAGE',
  cursor: `${Date.parse(at)}_message_${id}`,
  createdAt: at,
  message: { __typename: 'Message', id, body, sender },
  event: null,
});

function conversationMock(before: string | undefined, items: unknown[], hasOlder: boolean) {
  return {
    request: { query: AdminConversationDocument, variables: { id: '41', before } },
    result: {
      data: {
        adminConversation: {
          __typename: 'Conversation',
          id: '41',
          createdAt: '2026-11-20T09:00:00Z',
          participants: [anna, jon],
          links: {
            __typename: 'ConversationLinks',
            listings: [{ __typename: 'LinkedListing', id: '5', title: 'Björt íbúð', street: null }],
            applications: [],
            contracts: [
              { __typename: 'LinkedContract', id: '8', street: 'Laugavegur 1', status: 'SIGNED' },
            ],
          },
          timeline: { __typename: 'TimelinePage', hasOlder, items },
        },
      },
    },
  } satisfies MockedResponse;
}

describe('the staff conversation page', () => {
  it('shows participants, links and the timeline, and pages back to older entries', async () => {
    const newest = [
      messageItem('12', '2026-11-24T10:00:00.000Z', 'Takk fyrir!', jon),
      {
        __typename: 'TimelineItem',
        kind: 'EVENT',
        cursor: `${Date.parse('2026-11-24T09:00:00.000Z')}_event_4`,
        createdAt: '2026-11-24T09:00:00.000Z',
        message: null,
        event: { __typename: 'ConversationEvent', id: '4', kind: 'CONTRACT_SIGNED' },
      },
    ];
    const older = [messageItem('11', '2026-11-23T10:00:00.000Z', 'Er íbúðin laus?')];
    await renderWithApp(<p>elsewhere</p>, {
      user: STAFF,
      path: '/en/admin/conversations/41',
      routes: [{ path: '/en/admin/conversations/:id', element: <AdminConversationPage /> }],
      mocks: [
        conversationMock(undefined, newest, true),
        conversationMock(newest[1]!.cursor, older, false),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Conversation 41' })).toBeInTheDocument();
    const participants = screen.getByTestId('admin-participants');
    expect(within(participants).getByRole('link', { name: 'Anna Sigurðardóttir' })).toHaveAttribute(
      'href',
      '/en/admin/users/2',
    );
    expect(screen.getByRole('link', { name: 'Contract: Laugavegur 1' })).toHaveAttribute(
      'href',
      '/en/admin/rental-contracts/8',
    );
    expect(screen.getByText('The contract was signed.')).toBeInTheDocument();
    expect(screen.getAllByTestId('admin-timeline-item')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText('Er íbúðin laus?')).toBeInTheDocument();
    expect(screen.getAllByTestId('admin-timeline-item')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
  });
});
