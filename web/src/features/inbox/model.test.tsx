import { describe, expect, it } from 'vitest';
import {
  mergeMessages,
  otherParticipants,
  readDraft,
  writeDraft,
  type ShownMessage,
} from './model';

const message = (id: string, body = `m${id}`): ShownMessage => ({
  __typename: 'Message',
  id,
  conversationId: '1',
  fraudWarning: null,
  body,
  createdAt: '2026-11-24T10:00:00Z',
  sender: null,
  attachments: [],
  delivery: 'sent',
});

describe('mergeMessages', () => {
  it('shows a message heard twice once, oldest first, with ours on the way last', () => {
    const pending: ShownMessage = {
      ...message('local-1', 'á leiðinni'),
      delivery: 'sending',
      localId: 'local-1',
    };
    const merged = mergeMessages(
      [message('3'), pending],
      [message('2'), message('3'), message('10')],
    );
    expect(merged.map((m) => m.id)).toEqual(['2', '3', '10', 'local-1']);
  });
});

describe('mergeMessages and our own message heard before the send answers', () => {
  const me = { __typename: 'ConversationParticipant' as const, id: '4', fullName: 'Jón' };
  const mine = (id: string, body: string): ShownMessage => ({ ...message(id, body), sender: me });
  const onItsWay = (localId: string, body: string, sentAfterId: string): ShownMessage => ({
    ...mine(localId, body),
    delivery: 'sending',
    localId,
    sentAfterId,
  });

  it('shows it once: the newer server copy takes the place of the one on its way', () => {
    const merged = mergeMessages([onItsWay('local-1', 'Takk', '10')], [mine('11', 'Takk')]);
    expect(merged.map((m) => [m.id, m.delivery])).toEqual([['11', 'sent']]);
  });

  it('keeps it when only an older message has the same text, or someone else wrote it', () => {
    const other = { ...message('12', 'Takk'), sender: { ...me, id: '9' } };
    const merged = mergeMessages([onItsWay('local-1', 'Takk', '10')], [mine('7', 'Takk'), other]);
    expect(merged.map((m) => m.id)).toEqual(['7', '12', 'local-1']);
  });

  it('two alike on their way each take their own server copy', () => {
    const merged = mergeMessages(
      [onItsWay('local-1', 'Já', '10'), onItsWay('local-2', 'Já', '10')],
      [mine('11', 'Já')],
    );
    expect(merged.map((m) => m.id)).toEqual(['11', 'local-2']);
  });
});

describe('drafts', () => {
  it('keeps a draft per conversation and forgets it when emptied', () => {
    writeDraft('7', 'Halló');
    writeDraft('8', 'Annað');
    expect(readDraft('7')).toBe('Halló');
    writeDraft('7', '');
    expect(readDraft('7')).toBe('');
    expect(readDraft('8')).toBe('Annað');
  });
});

describe('otherParticipants', () => {
  it('names the others, and everyone when the reader is alone (staff reading)', () => {
    const people = [
      { id: '1', fullName: 'Anna' },
      { id: '2', fullName: 'Jón' },
    ];
    expect(otherParticipants(people, '1')).toBe('Jón');
    expect(otherParticipants(people, '9')).toBe('Anna, Jón');
  });
});
