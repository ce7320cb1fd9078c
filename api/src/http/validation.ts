import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { findInputProblem } from './input-text.js';

type Issue = { path: PropertyKey[]; code: string; message: string; keys?: string[] };
type Def = {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  getter?: () => $ZodType;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  valueType?: $ZodType;
  options?: $ZodType[];
};

const defOf = (schema: $ZodType): Def => schema._zod.def as unknown as Def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keys of the input that the schema does not name, at any depth. zod's plain objects drop such
 * keys without a word, so a misspelt field would be ignored; every body is held to this instead
 * of each schema being declared strict. Objects with a catch-all (records, passthrough) take any key.
 */
export function findUnknownKeys(
  schema: $ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): Issue[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? findUnknownKeys(def.innerType, value, path) : [];
    case 'pipe':
      return def.in ? findUnknownKeys(def.in, value, path) : [];
    case 'lazy':
      return def.getter ? findUnknownKeys(def.getter(), value, path) : [];
    case 'object': {
      if (!isPlainObject(value) || !def.shape) return [];
      const shape = def.shape;
      const isOpen = !!def.catchall && defOf(def.catchall).type !== 'never';
      const issues: Issue[] = [];
      for (const [key, item] of Object.entries(value)) {
        const field = shape[key];
        if (field) issues.push(...findUnknownKeys(field, item, [...path, key]));
        else if (!isOpen) issues.push(unknownKey([...path, key]));
      }
      return issues;
    }
    case 'array':
      return Array.isArray(value) && def.element
        ? value.flatMap((item, i) => findUnknownKeys(def.element!, item, [...path, i]))
        : [];
    case 'tuple':
      return Array.isArray(value)
        ? value.flatMap((item, i) => {
            const itemSchema = def.items?.[i] ?? def.rest;
            return itemSchema ? findUnknownKeys(itemSchema, item, [...path, i]) : [];
          })
        : [];
    case 'record':
      return isPlainObject(value) && def.valueType
        ? Object.entries(value).flatMap(([key, item]) =>
            findUnknownKeys(def.valueType!, item, [...path, key]),
          )
        : [];
    case 'union': {
      // The input is judged by the alternative that fits it best: unknown only if none knows it.
      let best: Issue[] | null = null;
      for (const option of def.options ?? []) {
        const issues = findUnknownKeys(option, value, path);
        if (issues.length === 0) return [];
        if (!best || issues.length < best.length) best = issues;
      }
      return best ?? [];
    }
    default:
      return [];
  }
}

const unknownKey = (path: PropertyKey[]): Issue => ({
  path,
  code: 'unrecognized_keys',
  message: 'validation.unknown_field',
});

function toValidationIssues(issues: readonly Issue[]): FastifySchemaValidationError[] {
  return issues.flatMap((issue) => {
    // A strict schema's own report names all unknown keys at once: one field error each.
    const paths =
      issue.code === 'unrecognized_keys' && issue.keys
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path];
    const message = issue.code === 'unrecognized_keys' ? 'validation.unknown_field' : issue.message;
    return paths.map((path) => ({
      instancePath: path.length ? `/${path.map(String).join('/')}` : '',
      schemaPath: '',
      keyword: issue.code,
      params: {},
      message,
    }));
  });
}

/**
 * The route schemas' validator: text and nesting no route can take first, then (in a body) keys
 * the schema does not name, then the zod schema itself. Runs after the preValidation hooks, so a
 * caller who may not act is turned away before the input is judged.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const problem = findInputProblem(data);
    if (problem) return { error: toValidationIssues([{ ...problem, code: 'invalid_text' }]) };
    const unknown = httpPart === 'body' ? findUnknownKeys(schema, data) : [];
    const result = safeParse(schema, data);
    const issues: Issue[] = [
      ...unknown,
      ...(result.success ? [] : (result.error.issues as Issue[])),
    ];
    if (issues.length) return { error: toValidationIssues(issues) };
    return { value: result.data };
  };
