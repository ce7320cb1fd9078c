import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { MAX_PAGE_SIZE } from '@leiga/domain';
import type { PageResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badUserInput } from '../errors.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value)))
    return value;
  throw new GraphQLError('Date must be YYYY-MM-DD.', { extensions: { code: 'BAD_USER_INPUT' } });
}

function parseDateTime(value: unknown): string {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  throw new GraphQLError('DateTime must be ISO 8601.', { extensions: { code: 'BAD_USER_INPUT' } });
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar day, YYYY-MM-DD.',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : null),
});

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO 8601 moment with zone.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : null),
});

export const BaseQuery: Pick<QueryResolvers, 'serverTime'> = {
  serverTime: () => new Date().toISOString(),
};

/** Every XPage object carries its GraphQL type name. */
export const Page: PageResolvers = {
  __resolveType: (page) => page.kind,
};

/** SPEC 9: page sizes are bounded on every list; out-of-range values are input errors. */
export function toPaging(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  fallbackSize: number,
) {
  const p = page ?? 1;
  const size = pageSize ?? fallbackSize;
  if (!Number.isInteger(p) || p < 1) throw badUserInput('page', 'validation.page');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput('pageSize', 'validation.page_size');
  }
  return { page: p, pageSize: size };
}

/** A missing or foreign record reads as null (like `listing(id)`); any other failure is thrown. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
      return null;
    throw error;
  }
}
