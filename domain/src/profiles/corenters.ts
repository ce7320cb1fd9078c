/**
 * Co-renter requests (SPEC 4): created from a profile or by e-mail invite; the recipient accepts or
 * declines (it leaves the incoming list); the sender retracts (it leaves the sent list) or resends
 * (a new request replaces the old one in the sent list).
 */
export const CORENTER_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'retracted',
  'replaced',
] as const;
export type CorenterRequestStatus = (typeof CORENTER_REQUEST_STATUSES)[number];
export type CorenterAction = 'accept' | 'decline' | 'retract' | 'resend';
export type CorenterParty = 'sender' | 'recipient';

const RULES: Record<
  CorenterAction,
  { by: CorenterParty; from: readonly CorenterRequestStatus[]; to: CorenterRequestStatus }
> = {
  accept: { by: 'recipient', from: ['pending'], to: 'accepted' },
  decline: { by: 'recipient', from: ['pending'], to: 'declined' },
  // A declined request stays in the sender's list until they retract or resend it.
  retract: { by: 'sender', from: ['pending', 'declined'], to: 'retracted' },
  resend: { by: 'sender', from: ['pending', 'declined'], to: 'replaced' },
};

export type CorenterTransition =
  | { ok: true; to: CorenterRequestStatus }
  | { ok: false; reason: 'not_allowed' | 'invalid_state'; code: string };

export function corenterTransition(
  status: CorenterRequestStatus,
  action: CorenterAction,
  party: CorenterParty,
): CorenterTransition {
  const rule = RULES[action];
  if (rule.by !== party)
    return { ok: false, reason: 'not_allowed', code: `corenter_${action}_not_allowed` };
  if (!rule.from.includes(status))
    return { ok: false, reason: 'invalid_state', code: `corenter_request_${status}` };
  return { ok: true, to: rule.to };
}

/** Which list a request shows in, for each side. */
export function isInIncomingList(status: CorenterRequestStatus): boolean {
  return status === 'pending';
}
export function isInSentList(status: CorenterRequestStatus): boolean {
  return status === 'pending' || status === 'declined';
}
