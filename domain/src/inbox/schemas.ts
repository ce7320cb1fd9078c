import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants.js';

/**
 * A message's text: trimmed, 1 to 5,000 characters (issue #15). The same schema checks the api's
 * body and the web's message box, so both refuse the same texts with the same keys.
 */
export const messageTextSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(MESSAGE_MAX_LENGTH, { error: 'validation.message_length' });

export const sendMessageSchema = z.object({ message: messageTextSchema });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Whether a draft may be sent as it is (the box disables its button otherwise). */
export function isSendableMessage(text: string): boolean {
  return messageTextSchema.safeParse(text).success;
}
