import { assessScamSignals, type ScamAssessment, type ScamTextKind } from '@leiga/domain';
import type { AppContext } from '../../context.js';

/**
 * The one place a text (a sent message, a listing's words) is assessed for fraud: through the
 * AI provider (the local rules by default, an OpenAI-compatible model when configured), so every
 * call is recorded in the usage table. A provider that fails or times out never stops a message
 * or a check: the pure rules of domain/ answer instead (the failed call is recorded as such).
 * Called before a message's transaction so a slow provider never holds a database lock.
 */
export async function assessTextFraud(
  ctx: AppContext,
  text: string,
  kind: ScamTextKind,
  subject: { conversationId?: number; listingId?: number } = {},
): Promise<ScamAssessment> {
  try {
    const { value } = await ctx.providers.ai.about(subject).assessFraud({ text, kind });
    return value;
  } catch {
    return assessScamSignals(text, kind);
  }
}

export function assessMessageFraud(
  ctx: AppContext,
  body: string,
  conversationId?: number,
): Promise<ScamAssessment> {
  return assessTextFraud(ctx, body, 'message', { conversationId });
}
