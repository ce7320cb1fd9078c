import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, startStack, type Stack } from './helpers.js';
import {
  completeListingFields,
  lastRestCalls,
  signIn,
  uploadPhotos,
  type Card,
  type Editor,
  type ListingPage,
  type Tokens,
} from './listings-support.js';
import * as op from './listings.operations.js';

/** A street the demo seed does not use, found by a search typed without accents. */
const FLOW_STREET = 'Þjóðhildarstígur';

let stack: Stack;
let tokens: Tokens;

beforeAll(async () => {
  stack = await startStack();
  tokens = await signIn(stack);
});
afterAll(() => stack?.close());

describe('a listing from draft to liked', () => {
  it('landlord creates, edits, orders photos and submits; staff approve; a tenant finds and likes it', async () => {
    const { street: _street, ...rest } = completeListingFields();
    const created = await stack.gql<{ createListing: Editor }>(
      op.CREATE,
      { input: { fields: { street: FLOW_STREET, houseNumber: '7', postalCode: '113' } } },
      { token: tokens.jon },
    );
    expect(created.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBe(1);
    const draft = created.data!.createListing;
    expect(draft).toMatchObject({ status: 'DRAFT', postalCode: '113', municipality: 'Reykjavík' });
    expect(draft.steps?.find((s) => s.step === 'REAL_ESTATE')?.isComplete).toBe(false);
    expect(draft.steps?.find((s) => s.step === 'BASICS')?.fields.map((f) => f.field)).toContain(
      'listingType',
    );

    const updated = await stack.gql<{ updateListing: Editor }>(
      op.UPDATE,
      {
        input: {
          id: draft.id,
          fields: { ...rest, houseNumber: '7', postalCode: '113', lat: 64.1187, lng: -21.7633 },
        },
      },
      { token: tokens.jon },
    );
    expect(updated.errors).toEqual([]);
    const incomplete = updated.data!.updateListing.steps?.filter((s) => !s.isComplete);
    expect(incomplete?.map((s) => s.step)).toEqual(['PHOTOS', 'PUBLISH']);

    const photos = await uploadPhotos(stack, tokens.jon, draft.id, 4);
    const reversed = photos.map((p) => String(p.id)).reverse();
    const reordered = await stack.gql<{ reorderListingPhotos: Editor }>(
      op.REORDER,
      { input: { listingId: draft.id, photoIds: reversed } },
      { token: tokens.jon },
    );
    expect(reordered.errors).toEqual([]);
    expect(reordered.data!.reorderListingPhotos.photos.map((p) => p.id)).toEqual(reversed);
    const cover = await stack.gql<{ setListingCover: Editor }>(
      op.SET_COVER,
      { input: { listingId: draft.id, photoId: reversed[1] } },
      { token: tokens.jon },
    );
    expect(cover.data!.setListingCover.coverPhoto?.id).toBe(reversed[1]);
    expect(cover.data!.setListingCover.photos.filter((p) => p.isCover)).toHaveLength(1);
    const removed = await stack.gql<{ deleteListingPhoto: Editor }>(
      op.DELETE_PHOTO,
      { input: { listingId: draft.id, photoId: reversed[0] } },
      { token: tokens.jon },
    );
    expect(removed.data!.deleteListingPhoto.photos.map((p) => p.id)).toEqual(reversed.slice(1));

    const submitted = await stack.gql<{ submitListing: Editor }>(
      op.SUBMIT,
      { input: { id: draft.id } },
      { token: tokens.jon },
    );
    expect(submitted.errors).toEqual([]);
    expect(submitted.data!.submitListing).toMatchObject({
      status: 'AWAITING_REVIEW',
      publishRequest: { status: 'PENDING', reason: null },
    });
    const requestId = submitted.data!.submitListing.publishRequest!.id;

    const pending = await stack.gql<{
      publishRequests: { items: Array<{ id: string; listing: { id: string } }> };
    }>(op.PUBLISH_REQUESTS, { pageSize: 100 }, { token: tokens.staff });
    expect(pending.errors).toEqual([]);
    expect(pending.data!.publishRequests.items.map((r) => r.id)).toContain(requestId);

    const approved = await stack.gql<{
      approvePublishRequest: { status: string; decidedAt: string; listing: { status: string } };
    }>(op.APPROVE, { input: { id: requestId } }, { token: tokens.staff });
    expect(approved.errors).toEqual([]);
    expect(approved.data!.approvePublishRequest).toMatchObject({
      id: requestId,
      status: 'APPROVED',
      reviewedBy: { id: expect.any(String) },
      listing: { id: draft.id, status: 'PUBLISHED' },
    });
    expect(approved.data!.approvePublishRequest.decidedAt).toEqual(expect.any(String));

    // Typed without accents, as a tenant on a phone would.
    const found = await stack.gql<{ listings: ListingPage }>(
      op.SEARCH,
      { filter: { q: 'thjodhildarstigur' } },
      { token: tokens.anna },
    );
    expect(found.errors).toEqual([]);
    expect(found.data!.listings.items.map((l) => l.id)).toEqual([draft.id]);

    const liked = await stack.gql<{ likeListing: Card }>(
      op.LIKE,
      { input: { id: draft.id } },
      { token: tokens.anna },
    );
    expect(liked.data!.likeListing).toMatchObject({ id: draft.id, isLiked: true, likesCount: 1 });

    const mine = await stack.gql<{ myListings: { items: Array<Editor & { likesCount: number }> } }>(
      op.MY_LISTINGS,
      { status: 'PUBLISHED' },
      { token: tokens.jon },
    );
    expect(lastRestCalls(stack)).toBe(1);
    expect(mine.data!.myListings.items.find((l) => l.id === draft.id)?.likesCount).toBe(1);

    const paused = await stack.gql(op.PAUSE, { input: { id: draft.id } }, { token: tokens.jon });
    expect(paused.data).toEqual({ pauseListing: { id: draft.id, status: 'PAUSED' } });
    const resumed = await stack.gql(op.RESUME, { input: { id: draft.id } }, { token: tokens.jon });
    expect(resumed.data).toEqual({ resumeListing: { id: draft.id, status: 'PUBLISHED' } });
  });

  it('staff reject with a reason the landlord sees', async () => {
    const created = await stack.gql<{ createListing: Editor }>(
      op.CREATE,
      { input: { fields: completeListingFields({ street: 'Njálsgata' }) } },
      { token: tokens.jon },
    );
    const id = created.data!.createListing.id;
    await uploadPhotos(stack, tokens.jon, id, 3);
    const submitted = await stack.gql<{ submitListing: Editor }>(
      op.SUBMIT,
      { input: { id } },
      { token: tokens.jon },
    );
    const requestId = submitted.data!.submitListing.publishRequest!.id;
    const tooShort = await stack.gql(
      op.REJECT,
      { input: { id: requestId, reason: 'no' } },
      { token: tokens.staff },
    );
    expect(tooShort.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { reason: 'validation.reject_reason' },
    });
    const reason = 'Myndirnar sýna ekki íbúðina.';
    const rejected = await stack.gql(
      op.REJECT,
      { input: { id: requestId, reason } },
      { token: tokens.staff },
    );
    expect(rejected.errors).toEqual([]);
    expect(rejected.data).toEqual({
      rejectPublishRequest: {
        id: requestId,
        status: 'REJECTED',
        reason,
        listing: { id, status: 'DRAFT' },
      },
    });
    const seen = await stack.gql<{ listing: Editor }>(
      `query($id: ID!) { listing(id: $id) { id status publishRequest { id status reason } } }`,
      { id },
      { token: tokens.jon },
    );
    expect(seen.data!.listing.publishRequest).toEqual({
      id: requestId,
      status: 'REJECTED',
      reason,
    });
  });

  it('saves, renames and deletes a search', async () => {
    const saved = await stack.gql<{ saveSearch: { id: string; filter: Record<string, unknown> } }>(
      op.SAVE_SEARCH,
      {
        input: {
          name: 'Miðbærinn',
          filter: {
            q: 'thjodhildarstigur',
            postalCodes: ['101'],
            municipalities: [],
            types: ['APARTMENT'],
            pets: true,
            bbox: { south: 64.1, west: -22, north: 64.2, east: -21.8 },
            sort: 'PRICE_ASC',
          },
        },
      },
      { token: tokens.fresh },
    );
    expect(saved.errors).toEqual([]);
    expect(saved.data!.saveSearch).toMatchObject({
      name: 'Miðbærinn',
      isAlertEnabled: true,
      filter: {
        q: 'thjodhildarstigur',
        postalCodes: ['101'],
        priceMax: null,
        types: ['APARTMENT'],
        pets: true,
        bbox: { south: 64.1, west: -22, north: 64.2, east: -21.8 },
        sort: 'PRICE_ASC',
      },
    });
    const id = saved.data!.saveSearch.id;
    const renamed = await stack.gql(
      op.UPDATE_SAVED_SEARCH,
      { input: { id, name: 'Þórsgata', isAlertEnabled: false } },
      { token: tokens.fresh },
    );
    expect(renamed.data).toMatchObject({
      updateSavedSearch: { id, name: 'Þórsgata', isAlertEnabled: false, filter: { pets: true } },
    });
    const list = await stack.gql<{ savedSearches: { count: number } }>(
      op.SAVED_SEARCHES,
      {},
      { token: tokens.fresh },
    );
    expect(list.data!.savedSearches.count).toBe(1);
    const deleted = await stack.gql(
      op.DELETE_SAVED_SEARCH,
      { input: { id } },
      { token: tokens.fresh },
    );
    expect(deleted.data).toEqual({ deleteSavedSearch: { deletedId: id } });
  });
});

describe('listing errors as codes', () => {
  it('a tenant may not create a listing', async () => {
    const res = await stack.gql(
      op.CREATE,
      { input: { fields: { street: 'Laugavegur' } } },
      { token: tokens.fresh },
    );
    expect(codesOf(res)).toEqual(['FORBIDDEN']);
  });

  it('a bad postal code is a field error on the input path', async () => {
    const res = await stack.gql(
      op.CREATE,
      { input: { fields: { street: 'Laugavegur', postalCode: '999' } } },
      { token: tokens.jon },
    );
    expect(res.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'fields.postalCode': 'validation.postal_code' },
    });
    const search = await stack.gql(op.SEARCH, { filter: { postalCodes: ['1x1'] } });
    expect(search.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(Object.keys(search.errors[0]?.extensions?.fields ?? {})[0]).toMatch(
      /^filter\.postalCodes/,
    );
  });

  it('an incomplete listing cannot be submitted; another landlord cannot change it', async () => {
    const created = await stack.gql<{ createListing: Editor }>(
      op.CREATE,
      { input: { fields: { street: 'Laugavegur' } } },
      { token: tokens.jon },
    );
    const id = created.data!.createListing.id;
    const submitted = await stack.gql(op.SUBMIT, { input: { id } }, { token: tokens.jon });
    expect(submitted.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'listing_incomplete',
    });
    const other = await stack.gql(
      op.UPDATE,
      { input: { id, fields: { title: 'Einhver annar breytir þessu' } } },
      { token: tokens.magnus },
    );
    expect(codesOf(other)).toEqual(['NOT_FOUND']);
    const deleted = await stack.gql(
      `mutation($input: ListingIdInput!) { deleteListing(input: $input) { deletedId } }`,
      { input: { id } },
      { token: tokens.jon },
    );
    expect(deleted.data).toEqual({ deleteListing: { deletedId: id } });
  });

  it('unknown ids, anonymous likes, staff-only lists and bounded pages', async () => {
    expect(codesOf(await stack.gql(`{ listing(id: "99999") { id } }`))).toEqual(['NOT_FOUND']);
    expect(codesOf(await stack.gql(op.LIKED, {}))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await stack.gql(op.PUBLISH_REQUESTS, {}, { token: tokens.jon }))).toEqual([
      'FORBIDDEN',
    ]);
    const tooBig = await stack.gql(op.SEARCH, { pageSize: 101 });
    expect(tooBig.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { pageSize: 'validation.page_size' },
    });
  });
});
