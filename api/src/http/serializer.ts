import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod's JSON Schema in the dialect fast-json-stringify compiles fastest: `anyOf [X, null]` (what
 * `.nullable()` becomes) turns into `X` with `nullable: true`, so no branch is tried at run time.
 */
export function toStringifySchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toStringifySchema);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toStringifySchema(value);
  const branches = out['anyOf'];
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((b) => isObject(b) && b['type'] === 'null');
    const other: unknown = branches[1 - nullIndex];
    if (nullIndex !== -1 && isObject(other) && !('anyOf' in other) && !('$ref' in other)) {
      delete out['anyOf'];
      return { ...out, ...other, nullable: true };
    }
  }
  return out;
}

type Stringifier = (data: unknown) => string;

/**
 * Compiled stringifiers by schema. The schemas are module constants, so every app a process builds
 * (a test worker builds one per test file) reuses the compilation instead of repeating it.
 */
const stringifiers = new WeakMap<z.ZodType, Stringifier | null>();

/** A stringifier compiled from the schema, or undefined when JSON Schema cannot say it all. */
function compileStringifier(schema: z.ZodType): Stringifier | undefined {
  const known = stringifiers.get(schema);
  if (known !== undefined) return known ?? undefined;
  const compiled = compileUncached(schema);
  stringifiers.set(schema, compiled ?? null);
  return compiled;
}

function compileUncached(schema: z.ZodType): Stringifier | undefined {
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
    });
    return fastJson(toStringifySchema(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/**
 * Serialises responses from their zod schemas with fast-json-stringify (Fastify's own fast path).
 * With `checkResponses` (everywhere but production) each answer is first checked against its
 * schema, so a handler that drifts from the contract fails its tests instead of sending less.
 */
export function createResponseSerializer(options: {
  checkResponses: boolean;
}): FastifySerializerCompiler<unknown> {
  const zodOnly = createSerializerCompiler({});
  return (route) => {
    const { schema, method, url } = route;
    if (!(schema instanceof z.ZodType)) return zodOnly(route as Parameters<typeof zodOnly>[0]);
    const stringify = compileStringifier(schema);
    if (!stringify) return zodOnly(route as Parameters<typeof zodOnly>[0]);
    if (!options.checkResponses) return (data) => stringify(data);
    return (data) => {
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}
