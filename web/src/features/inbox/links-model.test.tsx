import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxConversationEvent_EventFragment } from '../../__generated__/graphql';
import { renderWithApp } from '../../test/render';
import { ConversationLinkChips } from './ConversationLinkChips';
import { applicationHref, contractHref, interleaveEvents } from './links-model';
import type { ShownMessage } from './model';
import { SystemEvent } from './SystemEvent';

const message = (
  id: string,
  createdAt: string,
  delivery: ShownMessage['delivery'] = 'sent',
): ShownMessage => ({
  __typename: 'Message' as const,
  id,
  conversationId: '1',
  body: `m${id}`,
  createdAt,
  sender: null,
  fraudWarning: null,
  attachments: [],
  delivery,
  ...(delivery === 'sent' ? {} : { localId: id }),
});

const event = (
  id: string,
  createdAt: string,
  kind: InboxConversationEvent_EventFragment['kind'] = 'APPLICATION_SENT',
): InboxConversationEvent_EventFragment => ({
  __typename: 'ConversationEvent',
  id,
  kind,
  applicationId: '7',
  contractId: null,
  createdAt,
});

const keys = (rows: ReturnType<typeof interleaveEvents>) => rows.map((r) => r.key);

describe('interleaveEvents', () => {
  const messages = [
    message('1', '2026-11-24T10:00:00.000Z'),
    message('2', '2026-11-24T12:00:00.000Z'),
  ];

  it('places events among messages by time, with messages on their way last', () => {
    const rows = interleaveEvents(
      [...messages, message('local-1', '2026-11-24T09:00:00.000Z', 'sending')],
      [event('b', '2026-11-24T13:00:00.000Z'), event('a', '2026-11-24T11:00:00.000Z')],
      false,
    );
    expect(keys(rows)).toEqual(['1', 'event-a', '2', 'event-b', 'local-1']);
  });

  it('holds back events older than the loaded messages while older ones remain', () => {
    const early = [event('old', '2026-11-24T08:00:00.000Z')];
    expect(keys(interleaveEvents(messages, early, true))).toEqual(['1', '2']);
    expect(keys(interleaveEvents(messages, early, false))).toEqual(['event-old', '1', '2']);
  });

  it('shows the events of a conversation without messages', () => {
    expect(keys(interleaveEvents([], [event('a', '2026-11-24T08:00:00.000Z')], false))).toEqual([
      'event-a',
    ]);
  });
});

describe('links to what a conversation is about', () => {
  it('sends each reader to their own page of an application or a contract', () => {
    const tenant = { userType: 'TENANT' as const, isStaff: false };
    const landlord = { userType: 'LANDLORD' as const, isStaff: false };
    expect(applicationHref(tenant, '7')).toBe('/tenants/rental-applications/7');
    expect(applicationHref(landlord, '7')).toBe('/landlords/rental-applications?application=7');
    expect(contractHref(tenant, '3')).toBe('/tenants/rental-contracts/3');
    expect(contractHref(landlord, '3')).toBe('/landlords/rental-contracts/3');
    expect(contractHref({ userType: null, isStaff: true }, '3')).toBe('/admin/rental-contracts/3');
  });

  it('renders chips as links, in Icelandic too', async () => {
    await renderWithApp(
      <ConversationLinkChips
        reader={{ userType: 'LANDLORD', isStaff: false }}
        links={{
          __typename: 'ConversationLinks',
          listings: [{ __typename: 'LinkedListing', id: '5', title: 'Björt íbúð', street: null }],
          applications: [],
          contracts: [
            { __typename: 'LinkedContract', id: '3', status: 'DRAFT', street: 'Laugavegur 1' },
          ],
        }}
      />,
      { locale: 'is' },
    );
    expect(screen.getByRole('link', { name: 'Auglýsing: Björt íbúð' })).toHaveAttribute(
      'href',
      '/listings/5',
    );
    expect(screen.getByRole('link', { name: 'Samningur: Laugavegur 1' })).toHaveAttribute(
      'href',
      '/landlords/rental-contracts/3',
    );
  });

  it('says what happened in a system entry', async () => {
    await renderWithApp(
      <ol>
        <SystemEvent event={event('a', '2026-11-24T08:00:00.000Z', 'CONTRACT_SIGNED')} />
      </ol>,
    );
    expect(screen.getByText('The contract was signed.')).toBeInTheDocument();
  });
});
