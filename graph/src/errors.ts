import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import type { RestErrorBody } from './rest/types.js';

/** The codes clients may see in `extensions.code` (schema/base ErrorCode) plus Apollo's own. */
export const PUBLIC_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
  // Apollo Server's request-level codes: the client must see them to react (APQ, bad queries).
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  // An argument too long for the api's URL (a username of hundreds of letters) is bad input.
  414: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

const GENERIC_MESSAGE = 'Something went wrong.';
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables';

function isRestErrorBody(body: unknown): body is RestErrorBody {
  return (
    typeof body === 'object' && body !== null && typeof (body as RestErrorBody).code === 'string'
  );
}

/** snake_case REST paths to camelCase GraphQL input paths: `country_code.code` -> `countryCode.code`. */
export function toGraphFieldPath(path: string): string {
  return path
    .split('.')
    .map((part) => part.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()))
    .join('.');
}

export function toFieldErrors(
  fields: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!fields) return undefined;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) out[toGraphFieldPath(path)] = message;
  return out;
}

export type RestFailure = {
  status: number;
  body: unknown;
  retryAfter: string | null;
};

/**
 * One REST failure as one GraphQL error. 4xx answers carry the api's public detail and code
 * (`extensions.reason`); anything else becomes INTERNAL_SERVER_ERROR with a generic message.
 */
export function graphErrorFromRest({ status, body, retryAfter }: RestFailure): GraphQLError {
  const code = CODE_BY_STATUS[status];
  if (!code || !isRestErrorBody(body)) {
    return new GraphQLError(GENERIC_MESSAGE, {
      extensions: { code: 'INTERNAL_SERVER_ERROR', upstreamStatus: status },
    });
  }
  const extensions: Record<string, unknown> = { code, reason: body.code };
  const fields = toFieldErrors(body.fields);
  if (fields) extensions.fields = fields;
  if (code === 'RATE_LIMITED' && retryAfter !== null) extensions.retryAfter = Number(retryAfter);
  return new GraphQLError(body.detail, { extensions });
}

/** Where a mutation flattens the REST body, its field errors are renamed to the input's fields. */
export async function withFieldRenames<T>(
  call: Promise<T>,
  renames: Record<string, string>,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const fields = error instanceof GraphQLError ? error.extensions.fields : undefined;
    if (error instanceof GraphQLError && fields && typeof fields === 'object') {
      const renamed: Record<string, string> = {};
      for (const [path, message] of Object.entries(fields as Record<string, string>)) {
        renamed[renames[path] ?? path] = message;
      }
      error.extensions.fields = renamed;
    }
    throw error;
  }
}

export function badUserInput(field: string, message: string): GraphQLError {
  return new GraphQLError('Invalid input.', {
    extensions: {
      code: 'BAD_USER_INPUT',
      reason: 'validation_error',
      fields: { [field]: message },
    },
  });
}

export function unauthenticated(reason = 'not_authenticated'): GraphQLError {
  return new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED', reason } });
}

export function forbidden(reason = 'forbidden'): GraphQLError {
  return new GraphQLError('Not allowed.', {
    extensions: { code: 'FORBIDDEN', reason, http: { status: 403 } },
  });
}

/**
 * Apollo's formatError: public codes pass with their message and the extensions a client uses;
 * everything else (bugs, network failures to the api) becomes a bare INTERNAL_SERVER_ERROR.
 */
export function formatGraphError(
  formatted: GraphQLFormattedError,
  _error: unknown,
): GraphQLFormattedError {
  const ext = formatted.extensions ?? {};
  // graphql-js stops coercing variables after 50 bad values with an error of its own that Apollo
  // leaves without a code: it is bad input like the 50 before it, not a failure of ours.
  if (formatted.message.startsWith(TOO_MANY_VARIABLE_ERRORS)) {
    return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = typeof ext.code === 'string' ? ext.code : 'INTERNAL_SERVER_ERROR';
  if (code === 'INTERNAL_SERVER_ERROR' || !PUBLIC_CODES.has(code)) {
    return {
      message: GENERIC_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  const { reason, fields, retryAfter } = ext;
  const extensions: Record<string, unknown> = { code };
  if (reason !== undefined) extensions.reason = reason;
  if (fields !== undefined) extensions.fields = fields;
  if (retryAfter !== undefined) extensions.retryAfter = retryAfter;
  return { ...formatted, extensions };
}
