export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  tags?: Record<string, string>;
  /** The same key sent twice goes out once (the vendors' idempotency or client reference). */
  idempotencyKey?: string;
};

export type EmailProvider = { send(message: EmailMessage): Promise<void> };
