import type { TestApp } from '../helpers.js';

/** The part of a JSON schema the tests read (what fastify-type-provider-zod writes). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };

/** One route as the OpenAPI document describes it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The template, e.g. /api/listings/{id}/. */
  path: string;
  params: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  jsonBody: JsonSchema | null;
  /** Whether the route takes multipart/form-data (uploads). */
  isMultipart: boolean;
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the app's /api/openapi.json. */
export async function listOperations(t: TestApp): Promise<Operation[]> {
  const reply = await t.call<Document>('GET', '/api/openapi.json');
  if (reply.status !== 200) throw new Error(`openapi.json answered ${reply.status}`);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(reply.body.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: op.parameters ?? [],
        jsonBody: content['application/json']?.schema ?? null,
        isMultipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes
 * of its WTF-8 form, the way a careless client would send it.
 */
export function encodeComponent(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g,
    (part) => {
      const code = part.charCodeAt(0);
      if (part.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(part);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    },
  );
}

/** The template with its path parameters filled in (URL-encoded). */
export function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeComponent(String(values[name] ?? '')),
  );
}

export const pathParams = (op: Operation) => op.params.filter((p) => p.in === 'path');
