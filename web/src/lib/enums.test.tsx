import { describe, expect, it } from 'vitest';
import {
  enumKey,
  fromGraphEnum,
  fromGraphEnumOrNull,
  toGraphEnum,
  toGraphEnumOrNull,
} from './enums';

describe('GraphQL enums and form values', () => {
  it.each([
    ['AWAITING_REVIEW', 'awaiting_review'],
    ['DOG', 'dog'],
    ['PUBLISHED', 'published'],
  ] as const)('%s <-> %s', (graph, form) => {
    expect(fromGraphEnum(graph)).toBe(form);
    expect(toGraphEnum(form)).toBe(graph);
  });

  it('keeps empty values empty and builds catalogue keys', () => {
    expect(fromGraphEnumOrNull(null)).toBeNull();
    expect(toGraphEnumOrNull('')).toBeNull();
    expect(toGraphEnumOrNull(undefined)).toBeNull();
    expect(toGraphEnumOrNull('rented')).toBe('RENTED');
    expect(enumKey('listings.status', 'AWAITING_REVIEW')).toBe('listings.status.awaiting_review');
  });
});
