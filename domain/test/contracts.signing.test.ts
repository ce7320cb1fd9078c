import { describe, expect, it } from 'vitest';
import {
  canRemindSigners,
  eSignatureWebhookSchema,
  getReminderWait,
  getSigningExpiry,
  isSigningExpired,
  isSigningProcessOpen,
  isWebhookTimestampFresh,
  listSignersLeft,
  SIGNING_PROCESS_STATUSES,
  type ContractActor,
  type SignerStatus,
  type SigningProcessStatus,
} from '../src/index.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const seconds = NOW.getTime() / 1000;

describe('signing expiry (30 days, Taktikal)', () => {
  it('expires 30 days after creation, not a moment before', () => {
    const created = new Date('2026-01-30T12:00:00Z');
    expect(getSigningExpiry(created).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(isSigningExpired(created, new Date(NOW.getTime() - 1))).toBe(false);
    expect(isSigningExpired(created, NOW)).toBe(true);
  });
});

describe('webhook timestamps', () => {
  it.each<[string, number, boolean]>([
    ['now', seconds, true],
    ['4 minutes old', seconds - 240, true],
    ['exactly 5 minutes old', seconds - 300, true],
    ['5 minutes and a second old', seconds - 301, false],
    ['an hour old (a replay)', seconds - 3600, false],
    ['6 minutes ahead (a wrong clock)', seconds + 360, false],
    ['not a number', Number.NaN, false],
  ])('%s: fresh is %s', (_name, timestamp, isFresh) => {
    expect(isWebhookTimestampFresh(timestamp, NOW)).toBe(isFresh);
  });
});

describe('reminders', () => {
  it.each<[string, Date | null, number]>([
    ['never reminded', null, 0],
    ['reminded 10 minutes ago', new Date(NOW.getTime() - 10 * 60_000), 50 * 60],
    ['reminded exactly an hour ago', new Date(NOW.getTime() - 60 * 60_000), 0],
    ['reminded two hours ago', new Date(NOW.getTime() - 120 * 60_000), 0],
  ])('%s: waits %s seconds', (_name, last, wait) => {
    expect(getReminderWait(last, NOW)).toBe(wait);
  });

  it('nudges those who have not signed, declined ones included', () => {
    const signers: { id: number; status: SignerStatus }[] = [
      { id: 1, status: 'signed' },
      { id: 2, status: 'pending' },
      { id: 3, status: 'declined' },
    ];
    expect(listSignersLeft(signers).map((s) => s.id)).toEqual([2, 3]);
  });

  it.each<[string, ContractActor, boolean]>([
    ['landlord', { isStaff: false, partyRoles: ['landlord'], collaboratorAccess: null }, true],
    ['tenant', { isStaff: false, partyRoles: ['tenant'], collaboratorAccess: null }, true],
    ['W collaborator', { isStaff: false, partyRoles: [], collaboratorAccess: 'W' }, true],
    ['R collaborator', { isStaff: false, partyRoles: [], collaboratorAccess: 'R' }, false],
    ['staff', { isStaff: true, partyRoles: [], collaboratorAccess: null }, true],
    ['stranger', { isStaff: false, partyRoles: [], collaboratorAccess: null }, false],
  ])('%s may remind: %s', (_name, actor, may) => {
    expect(canRemindSigners(actor)).toBe(may);
  });
});

describe('signing processes', () => {
  it('are open while starting or pending only', () => {
    const open = SIGNING_PROCESS_STATUSES.filter((s: SigningProcessStatus) =>
      isSigningProcessOpen(s),
    );
    expect(open).toEqual(['starting', 'pending']);
  });
});

describe('webhook body', () => {
  const valid = {
    id: '3f0c6a1e-7a52-4a4e-9d55-1f1d0b7c2a10',
    type: 'signed',
    occurred_at: '2026-03-01T12:00:00.000Z',
    process: { id: 'sp_1', reference: '7' },
    signer: { id: 'si_1', reference: '12', status: 'signed', signed_at: '2026-03-01T12:00:00Z' },
  };

  it('reads an event and defaults the signers list', () => {
    const parsed = eSignatureWebhookSchema.parse(valid);
    expect(parsed.signers).toEqual([]);
    expect(parsed.signer?.reference).toBe('12');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an id that is no uuid', { id: '123' }, 'id'],
    ['an unknown type', { type: 'exploded' }, 'type'],
    ['a time without zone', { occurred_at: '2026-03-01 12:00' }, 'occurred_at'],
    ['no process', { process: undefined }, 'process'],
  ])('refuses %s', (_name, change, field) => {
    const result = eSignatureWebhookSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});
