import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { MessageBubble } from './MessageBubble';
import type { ShownMessage } from './model';

const scam: ShownMessage = {
  __typename: 'Message',
  id: '7',
  conversationId: '3',
  body: 'Send the deposit by Western Union before the viewing.',
  createdAt: '2026-11-24T08:00:00Z',
  sender: { __typename: 'ConversationParticipant', id: '2', fullName: 'Jón Jónsson' },
  fraudWarning: {
    __typename: 'FraudWarning',
    score: 0.725,
    signals: [
      { __typename: 'ScamSignal', code: 'MONEY_TRANSFER_SERVICE', excerpt: 'Western Union' },
      { __typename: 'ScamSignal', code: 'DEPOSIT_BEFORE_VIEWING', excerpt: 'deposit … before' },
    ],
  },
  attachments: [],
  delivery: 'sent',
};

const bubble = (message: ShownMessage, isMine: boolean) => (
  <ul>
    <MessageBubble message={message} isMine={isMine} onRetry={vi.fn()} onDiscard={vi.fn()} />
  </ul>
);

describe('the fraud warning on a message', () => {
  it('tells the recipient what was found and what to do', async () => {
    await renderWithApp(bubble(scam, false));
    const warning = screen.getByRole('alert', { name: /This message may be a scam/ });
    expect(within(warning).getByText('Risk 73%')).toBeInTheDocument();
    expect(within(warning).getByText(/^Money transfer service:/)).toBeInTheDocument();
    expect(within(warning).getByText(/^Money before a viewing:/)).toBeInTheDocument();
    expect(
      within(warning).getByText(/Never pay a deposit or rent outside Leiga/),
    ).toBeInTheDocument();
  });

  it('speaks the reader’s language', async () => {
    await renderWithApp(bubble(scam, false), { locale: 'is' });
    expect(
      screen.getByRole('alert', { name: /Þessi skilaboð gætu verið svik/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Peningasendingarþjónusta:/)).toBeInTheDocument();
  });

  it('is not shown on one’s own message, nor on a message without a warning', async () => {
    await renderWithApp(bubble(scam, true));
    expect(screen.queryByTestId('fraud-warning')).toBeNull();
    await renderWithApp(bubble({ ...scam, id: '8', fraudWarning: null }, false));
    expect(screen.queryByTestId('fraud-warning')).toBeNull();
  });
});
