export type SmsMessage = {
  /** E.164 without the plus: 3546123456 */
  to: string;
  text: string;
  /** Structured facts about the message; vendor adapters ignore them, the sandbox keeps them. */
  tags?: Record<string, string>;
  /** The same key sent twice goes out once (the vendors' idempotency or client reference). */
  idempotencyKey?: string;
};

export type SmsProvider = { send(message: SmsMessage): Promise<void> };
