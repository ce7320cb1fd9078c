/** Operations of the listing fraud check and verified badge tests. */

const CHECK_FIELDS = /* GraphQL */ `
  id
  isVerified
  verification
  fraudCheck {
    score
    passes
    checkedAt
    signals {
      code
      photoId
      otherListingId
      distance
      scope
      pricePerM2
      medianPerM2
      comparables
      ratio
      scamCode
      excerpt
    }
  }
`;

export const ADMIN_LISTINGS_WITH_CHECKS = /* GraphQL */ `
  query AdminListingsWithChecks {
    adminListings(pageSize: 100) {
      items { ${CHECK_FIELDS} owner { id } }
    }
  }
`;

export const LISTING_WITH_CHECK = /* GraphQL */ `
  query ListingWithCheck($id: ID!) {
    listing(id: $id) { ${CHECK_FIELDS} }
  }
`;

export type CheckedListing = {
  id: string;
  isVerified: boolean;
  verification: string | null;
  fraudCheck: {
    score: number;
    passes: boolean;
    checkedAt: string;
    signals: Array<Record<string, unknown> & { code: string }>;
  } | null;
  owner?: { id: string };
};
