import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SandboxBankPage } from './SandboxBankPage';
import type { SandboxClaim } from './sandbox-bank';

const CLAIM: SandboxClaim = {
  claim_id: '6501160030013366000007+20260202',
  status: 'Unpaid',
  amount: 250_390,
  paid_amount: 0,
  due_date: '2026-02-02',
  final_due_date: '2026-02-07',
  payor_id: '1203942319',
  claimant_id: '6501160030',
  reference: 'L7-2026-02',
  created_at: '2026-01-20T10:00:00Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The sandbox bank is another site (its REST api), so its answers are stubbed at fetch. */
function stubBank(payAnswer: Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (init?.method === 'POST') return payAnswer;
      return json({ results: [CLAIM] });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('SandboxBankPage', () => {
  it('lists claims and pays one late: a month after the final due date', async () => {
    const calls = stubBank(json({}));
    await renderWithApp(<SandboxBankPage />, { locale: 'is' });
    expect(await screen.findByText(/L7-2026-02/)).toBeInTheDocument();
    expect(screen.getByText(/Gjalddagi 02\.02\.2026, eindagi 07\.02\.2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Greiða seint' }));
    await waitFor(() => expect(screen.getByText(/Greitt\. Leiga skráir/)).toBeInTheDocument());
    const pay = calls.find((c) => c.url.endsWith('/pay/'))!;
    expect(pay.url).toBe(`/api/sandbox/bank/claims/${encodeURIComponent(CLAIM.claim_id)}/pay/`);
    expect(pay.body).toEqual({ paid_at: '2026-03-09T12:00:00.000Z' });
  });

  it('pays partly with half of what is owed, and says when the claim was already paid', async () => {
    const calls = stubBank(json({ code: 'claim_paid', detail: 'The claim is paid.' }, 409));
    await renderWithApp(<SandboxBankPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay partly' }));
    expect(await screen.findByText('This claim has already been paid.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/pay/'))!.body).toEqual({ amount: 125_195 });
  });
});
