import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer, toStringifySchema } from '../src/http/serializer.js';

const schema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  cover: z.object({ key: z.string() }).nullable(),
  tags: z.array(z.enum(['a', 'b'])),
  note: z.string().optional(),
});

function serializerFor(checkResponses: boolean) {
  const compile = createResponseSerializer({ checkResponses });
  return compile({ schema, method: 'GET', url: '/x/', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
}

describe('the response serialiser', () => {
  it('writes what the schema declares and leaves out the rest', () => {
    const out = serializerFor(false)({
      id: 3,
      name: null,
      cover: { key: 'k', secret: 's' },
      tags: ['a'],
      internal: 'never sent',
    });
    expect(JSON.parse(out)).toEqual({ id: 3, name: null, cover: { key: 'k' }, tags: ['a'] });
  });

  it('writes nullable objects both ways', () => {
    const write = serializerFor(false);
    expect(JSON.parse(write({ id: 1, name: 'n', cover: null, tags: [] })).cover).toBeNull();
    expect(JSON.parse(write({ id: 1, name: 'n', cover: { key: 'x' }, tags: [] })).cover).toEqual({
      key: 'x',
    });
  });

  it('refuses an answer that drifted from its schema when checking', () => {
    const write = serializerFor(true);
    expect(() => write({ id: 'three', name: null, cover: null, tags: [] })).toThrow(
      /doesn't match the schema/,
    );
    expect(JSON.parse(write({ id: 1, name: 'n', cover: null, tags: ['b'], note: 'x' }))).toEqual({
      id: 1,
      name: 'n',
      cover: null,
      tags: ['b'],
      note: 'x',
    });
  });

  it('turns a nullable branch into a nullable type', () => {
    expect(toStringifySchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({
      type: 'string',
      nullable: true,
    });
    const union = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(toStringifySchema(union)).toEqual(union);
  });
});
