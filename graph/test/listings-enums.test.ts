import type { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AMENITIES,
  DURATION_TYPES,
  LISTING_SORTS,
  LISTING_STATUSES,
  LISTING_STEPS,
  LISTING_TYPES,
  SECURITY_TYPES,
} from '@leiga/domain';
import { getSchema } from '../src/index.js';

/** Each listings enum maps every GraphQL value onto a distinct value the api accepts. */
const ENUMS: Record<string, readonly string[]> = {
  ListingStatus: LISTING_STATUSES,
  ListingType: LISTING_TYPES,
  SecurityType: SECURITY_TYPES,
  DurationType: DURATION_TYPES,
  ListingSort: LISTING_SORTS,
  Amenity: AMENITIES,
  ListingStepName: LISTING_STEPS,
  PublishRequestStatus: ['pending', 'approved', 'rejected', 'withdrawn'],
  ListingPublishVia: ['review', 'trusted', 'resume'],
};

describe('listings enum mapping', () => {
  it.each(Object.entries(ENUMS))('%s covers the REST values exactly', (name, restValues) => {
    // Compared by name: the schema may come from graphql's other module build (cjs/esm).
    const type = getSchema().getType(name) as GraphQLEnumType | undefined;
    expect(type?.constructor.name).toBe('GraphQLEnumType');
    const values = (type?.getValues() ?? []).map((v) => v.value as string);
    expect([...values].sort()).toEqual([...restValues].sort());
  });
});
