/** Icelandic electronic ID (rafræn skilríki) on a phone: start a session, then poll it. */
export type EidStart = { ref: string; verificationCode: string };

export type EidStatus =
  | { status: 'pending' }
  | { status: 'complete'; kennitala: string; fullName: string; mobile: string }
  | { status: 'failed'; code: 'user_cancelled' | 'no_eid' | 'expired' };

export type EidProvider = {
  start(mobile: string): Promise<EidStart>;
  status(ref: string): Promise<EidStatus>;
};
