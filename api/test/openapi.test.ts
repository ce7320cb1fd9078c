import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Operations whose answer the OpenAPI document describes: a schema under some status. */
function documentedAnswers(doc: OpenApi) {
  const all: string[] = [];
  const documented: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      all.push(name);
      const responses = Object.entries(operation.responses ?? {});
      if (responses.some(([status, r]) => status !== 'default' && r.content)) documented.push(name);
    }
  return { all, documented };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    const res = await t.call<OpenApi>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('describes the answer of at least 90% of the operations', () => {
    const { all, documented } = documentedAnswers(doc);
    expect(all.length).toBeGreaterThan(100);
    expect(documented.length / all.length).toBeGreaterThanOrEqual(0.9);
  });

  it('shows the fields of an answer, nullable ones as such', () => {
    const user = doc.paths['/api/auth/user/']?.['get']?.responses?.['200']?.content?.[
      'application/json'
    ]?.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(user.properties)).toEqual(
      expect.arrayContaining(['id', 'email', 'phones', 'primary_language', 'rentalprofile']),
    );
    expect(user.required).toContain('full_name');
    const listings = doc.paths['/api/listings/']?.['get']?.responses?.['200']?.content?.[
      'application/json'
    ]?.schema as { properties: Record<string, unknown> };
    expect(Object.keys(listings.properties)).toEqual(
      expect.arrayContaining(['count', 'next', 'previous', 'results', 'count_is_capped']),
    );
  });

  it('says which operations answer with no body', () => {
    const logout = doc.paths['/api/auth/logout/']?.['post']?.responses;
    expect(Object.keys(logout ?? {})).toContain('204');
  });
});
