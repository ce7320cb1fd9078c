export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  tags?: Record<string, string>;
};

export type EmailProvider = { send(message: EmailMessage): Promise<void> };
