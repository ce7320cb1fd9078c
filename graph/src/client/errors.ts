import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What the UI needs to tell the user: a code, message-catalogue keys to try in order, fields. */
export type GraphErrorInfo = {
  /** ErrorCode of schema/base, or NETWORK when the graph was not reached. */
  code: string;
  /** The api's specific code, e.g. invalid_credentials. */
  reason: string | null;
  /** Try each with i18next, e.g. t(info.messageKeys): the last is always a generic message. */
  messageKeys: string[];
  /** BAD_USER_INPUT: input field path -> message-catalogue key (validation.*). */
  fields: Record<string, string>;
  /** HTTP status when the graph answered with an error status. */
  status: number | null;
};

export const GENERIC_MESSAGE_KEY = 'errors.something_went_wrong';

type Extensions = Record<string, unknown> | undefined;

function firstExtensions(error: unknown): Extensions {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions;
  return undefined;
}

function keysFor(code: string, reason: string | null): string[] {
  const keys: string[] = [];
  if (reason) keys.push(`errors.${reason}`);
  keys.push(`errors.${code.toLowerCase()}`, GENERIC_MESSAGE_KEY);
  return [...new Set(keys)];
}

/** Turns any error Apollo Client hands over into something translatable. */
export function describeGraphError(error: unknown): GraphErrorInfo {
  if (ServerError.is(error)) {
    const code = error.statusCode === 429 ? 'RATE_LIMITED' : 'INTERNAL_SERVER_ERROR';
    return {
      code,
      reason: null,
      messageKeys: keysFor(code, null),
      fields: {},
      status: error.statusCode,
    };
  }
  const ext = firstExtensions(error);
  if (ext) {
    const code = typeof ext.code === 'string' ? ext.code : 'INTERNAL_SERVER_ERROR';
    const reason = typeof ext.reason === 'string' ? ext.reason : null;
    const fields = (ext.fields as Record<string, string> | undefined) ?? {};
    return { code, reason, messageKeys: keysFor(code, reason), fields, status: null };
  }
  return {
    code: 'NETWORK',
    reason: null,
    messageKeys: ['errors.network', GENERIC_MESSAGE_KEY],
    fields: {},
    status: null,
  };
}

/** The first error code of a result's GraphQL errors. */
export function codesOf(errors: ReadonlyArray<{ extensions?: Extensions }> | undefined): string[] {
  return (errors ?? []).map((e) => String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
}
