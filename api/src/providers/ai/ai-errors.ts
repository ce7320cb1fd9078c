/**
 * How a provider call failed, so the usage row and the caller's answer say the same thing:
 * `timeout` when the provider did not answer in time, `error` for anything else (refused,
 * unreadable answer, network).
 */
export class AiCallError extends Error {
  constructor(
    readonly outcome: 'error' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'AiCallError';
  }
}

export function aiOutcomeOf(error: unknown): 'error' | 'timeout' {
  return error instanceof AiCallError ? error.outcome : 'error';
}
