import { describe, expect, it } from 'vitest';
import {
  enumKey,
  fromGraphEnum,
  fromGraphEnumOrNull,
  fromGraphLanguage,
  fromGraphUserType,
  toGraphEnum,
  toGraphEnumOrNull,
  toGraphLanguage,
  toGraphUserType,
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

  it('maps roles and languages between the graph and the domain', () => {
    expect(fromGraphUserType('LANDLORD')).toBe('LL');
    expect(fromGraphUserType('TENANT')).toBe('TN');
    expect(fromGraphUserType(null)).toBeNull();
    expect(toGraphUserType('LL')).toBe('LANDLORD');
    expect(toGraphUserType('TN')).toBe('TENANT');
    expect(toGraphLanguage('uk')).toBe('UK');
    expect(fromGraphLanguage('PL')).toBe('pl');
    expect(fromGraphLanguage(null)).toBeNull();
  });
});
