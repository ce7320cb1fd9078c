/**
 * The sandbox bank's own pages over REST (api/src/modules/payments/sandbox-bank-routes.ts): not
 * Leiga's graph, the way a tenant's real online bank is its own site.
 */
export type SandboxClaim = {
  claim_id: string;
  status: 'Unpaid' | 'Paid' | 'Cancelled';
  amount: number;
  paid_amount: number;
  due_date: string;
  final_due_date: string;
  payor_id: string;
  claimant_id: string;
  reference: string | null;
  created_at: string;
};

export type PayOptions = { amount?: number; paid_at?: string };

export class SandboxBankError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`sandbox bank answered ${status}`);
  }
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    throw new SandboxBankError(res.status, body.code ?? null);
  }
  return (await res.json()) as T;
}

export async function listClaims(payor?: string): Promise<SandboxClaim[]> {
  const query = payor ? `?payor=${encodeURIComponent(payor)}` : '';
  const { results } = await call<{ results: SandboxClaim[] }>(`/api/sandbox/bank/claims/${query}`);
  return results;
}

export async function payClaim(claimId: string, options: PayOptions = {}): Promise<void> {
  await call(`/api/sandbox/bank/claims/${encodeURIComponent(claimId)}/pay/`, {
    method: 'POST',
    body: JSON.stringify(options),
  });
}

/** "Pay late": a month after the final due date, so default interest is charged. */
export function lateMoment(finalDueDate: string): string {
  const day = new Date(`${finalDueDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 30);
  return day.toISOString();
}

/** "Pay partly": half of what is still owed, in whole krónur. */
export function partAmount(claim: SandboxClaim): number {
  return Math.max(1, Math.floor((claim.amount - claim.paid_amount) / 2));
}
