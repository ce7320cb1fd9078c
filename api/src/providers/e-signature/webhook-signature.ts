import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook signature both sides compute: HMAC-SHA256 over `<timestamp>.<raw body>` with the
 * shared secret, sent as `X-Signature: sha256=<hex>` beside `X-Signature-Timestamp: <unix s>`.
 * The timestamp is inside the MAC, so a replay cannot freshen it.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';

export function computeWebhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers a webhook is sent with. */
export function signWebhook(
  secret: string,
  body: string,
  nowMs: number = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: computeWebhookSignature(secret, timestamp, body),
    [TIMESTAMP_HEADER]: String(timestamp),
  };
}

/** Constant-time comparison of the sent signature with the one the body deserves. */
export function isWebhookSignatureValid(
  secret: string,
  timestamp: number,
  body: string,
  sent: string,
): boolean {
  const expected = Buffer.from(computeWebhookSignature(secret, timestamp, body));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
