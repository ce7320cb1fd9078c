/**
 * The e-signature sandbox's own signer pages over REST (api/src/modules/contracts/signing/
 * sandbox-routes.ts): not Leiga's graph, the way a real signing vendor's page is its own.
 */
export type SignerView = {
  process_status: 'created' | 'completed' | 'cancelled' | 'expired';
  title: string;
  requires_auth: boolean;
  expires_at: string;
  name: string;
  status: 'pending' | 'signed' | 'declined';
  signed_at: string | null;
  verification_code: string | null;
};

export class SigningLinkError extends Error {
  constructor(readonly status: number) {
    super(`signing link answered ${status}`);
  }
}

async function call(token: string, method: 'GET' | 'POST', suffix = ''): Promise<SignerView> {
  const res = await fetch(`/api/sandbox/e-sign/${encodeURIComponent(token)}/${suffix}`, {
    method,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new SigningLinkError(res.status);
  return (await res.json()) as SignerView;
}

export const getSignerView = (token: string) => call(token, 'GET');
export const startSignature = (token: string) => call(token, 'POST');
export const checkSignature = (token: string) => call(token, 'POST', 'status/');
