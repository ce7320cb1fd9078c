import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { multipartBody } from './support/multipart.js';
import { profileFileKeys } from '../src/modules/profiles/profile-files.js';
import { makePhoto } from './support/images.js';
import { applyTo, makePdf, profileOf } from './support/profiles.js';

type FileItem = { id: number; kind: string; filename: string; is_protected: boolean };
type Review = {
  id: number;
  rating: number;
  public_review_pdf: { id: number } | null;
  author: { id: number };
};
type Link = { url: string; expires_at: string };

let t: TestApp;
let owner: Session;
let tenant: Session;
let applied: Session;
let notApplied: Session;
let staff: Session;
let name: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register({ full_name: 'Bergþóra Prufa' });
  applied = await t.register({ user_type: 'LL', full_name: 'Leifur Leigusali' });
  [tenant, notApplied, staff] = await Promise.all([
    t.as('otherTenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  name = (await profileOf(t, owner)).profileUsername;
  await applyTo(t, owner.userId, applied.userId);
});
afterAll(() => t.close());

const pdf = (filename = 'sakavottord.pdf') =>
  multipartBody([{ filename, contentType: 'application/pdf', data: makePdf() }]);

async function uploadAttachment(kind: string, session = owner) {
  const body = pdf();
  return t.call<{ results: FileItem[] }>(
    'POST',
    `/api/tenant-profiles/${name}/attachments/?kind=${kind}`,
    {
      token: session.access,
      headers: body.headers,
      body: body.payload,
    },
  );
}

/** Who may get a download link for a file: [session, expected status]. */
async function expectLinkAccess(attachmentId: number, expected: [Session | null, number][]) {
  for (const [session, status] of expected) {
    const reply = await t.call<Link>(
      'GET',
      `/api/tenant-attachments/${attachmentId}/download-url/`,
      { token: session?.access },
    );
    expect(reply.status, `${session?.email ?? 'anonymous'} for ${attachmentId}`).toBe(status);
  }
}

describe('attachments', () => {
  it('the owner uploads a criminal record (replacing the old one) and other files; others cannot', async () => {
    const first = await uploadAttachment('criminal_record');
    expect(first.status).toBe(201);
    expect(first.body.results[0]).toMatchObject({
      kind: 'criminal_record',
      filename: 'sakavottord.pdf',
      is_protected: true,
    });
    const second = await uploadAttachment('criminal_record');
    const reference = await uploadAttachment('reference');
    expect(reference.body.results[0]!.is_protected).toBe(false);
    expect((await uploadAttachment('other', tenant)).status).toBe(403);
    expect((await uploadAttachment('review_pdf')).body.fields).toEqual({
      kind: 'validation.attachment_kind',
    });
    const notPdf = multipartBody([
      {
        filename: 'x.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('MZ not a document at all'),
      },
    ]);
    const refused = await t.call('POST', `/api/tenant-profiles/${name}/attachments/`, {
      token: owner.access,
      headers: notPdf.headers,
      body: notPdf.payload,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('unsupported_file');

    const list = await t.call<{ results: FileItem[] }>(
      'GET',
      `/api/tenant-profiles/${name}/attachments/`,
      { token: owner.access },
    );
    expect(list.body.results.map((f) => f.kind)).toEqual(['criminal_record', 'reference']);
    expect(list.body.results[0]!.id).toBe(second.body.results[0]!.id);
    // Readers who may not open protected files do not see them listed either.
    const forTenant = await t.call<{ results: FileItem[] }>(
      'GET',
      `/api/tenant-profiles/${name}/attachments/`,
      { token: tenant.access },
    );
    expect(forTenant.body.results.map((f) => f.kind)).toEqual(['reference']);
    const forApplied = await t.call<{ results: FileItem[] }>(
      'GET',
      `/api/tenant-profiles/${name}/attachments/`,
      { token: applied.access },
    );
    expect(forApplied.body.results).toHaveLength(2);
    expect((await t.call('GET', `/api/tenant-profiles/${name}/attachments/`)).status).toBe(401);

    const profile = await t.call<{
      has_criminal_record: boolean;
      criminal_record: FileItem | null;
    }>('GET', `/api/tenant-profiles/${name}/`, { token: notApplied.access });
    expect(profile.body).toMatchObject({ has_criminal_record: true, criminal_record: null });
    const forLandlord = await t.call<{ criminal_record: FileItem | null }>(
      'GET',
      `/api/tenant-profiles/${name}/`,
      { token: applied.access },
    );
    expect(forLandlord.body.criminal_record?.id).toBe(second.body.results[0]!.id);
  });

  it('protected files: links for the owner, an applied landlord and staff only; links expire', async () => {
    const list = await t.call<{ results: FileItem[] }>(
      'GET',
      `/api/tenant-profiles/${name}/attachments/`,
      { token: owner.access },
    );
    const record = list.body.results.find((f) => f.kind === 'criminal_record')!;
    const reference = list.body.results.find((f) => f.kind === 'reference')!;
    await expectLinkAccess(record.id, [
      [owner, 200],
      [applied, 200],
      [staff, 200],
      [notApplied, 403],
      [tenant, 403],
      [null, 401],
    ]);
    await expectLinkAccess(reference.id, [
      [tenant, 200],
      [notApplied, 200],
      [null, 401],
    ]);

    const link = await t.call<Link>('GET', `/api/tenant-attachments/${record.id}/download-url/`, {
      token: applied.access,
    });
    expect(link.body.url).toMatch(/^\/api\/files\/[^/]+\/$/);
    const file = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const tampered = link.body.url.replace(
      /\/files\/(\d+)\./,
      (_m, id: string) => `/files/${Number(id) + 1}.`,
    );
    expect((await t.call('GET', tampered)).status).toBe(404);
    vi.useFakeTimers({ now: Date.now() + 10 * 60_000, toFake: ['Date'] });
    try {
      const expired = await t.call('GET', link.body.url);
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('link_expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never serves a stored file through the public image route', async () => {
    const { makePhoto } = await import('./support/images.js');
    const { profileAttachments } = await import('../src/db/schema/index.js');
    const body = multipartBody([
      { filename: 'sakavottord.jpg', contentType: 'image/jpeg', data: await makePhoto() },
    ]);
    const reply = await t.call(
      'POST',
      `/api/tenant-profiles/${name}/attachments/?kind=criminal_record`,
      {
        token: owner.access,
        headers: body.headers,
        body: body.payload,
      },
    );
    expect(reply.status).toBe(201);
    const rows = await t.app.ctx.db
      .select({ key: profileAttachments.storageKey })
      .from(profileAttachments);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key.split('/')).toContain('files');
      expect((await t.app.inject({ method: 'GET', url: `/_ipx/_/${key}` })).statusCode).toBe(404);
    }
  });

  it('paychecks are protected files of the user', async () => {
    const body = multipartBody([
      { filename: 'launasedill-mai.pdf', contentType: 'application/pdf', data: makePdf('mai') },
      { filename: 'launasedill-juni.pdf', contentType: 'application/pdf', data: makePdf('juni') },
    ]);
    const refused = await t.call('POST', `/api/users/${owner.userId}/paychecks/`, {
      token: staff.access,
      headers: body.headers,
      body: body.payload,
    });
    expect(refused.status).toBe(403);
    const added = await t.call<{ results: FileItem[] }>(
      'POST',
      `/api/users/${owner.userId}/paychecks/`,
      { token: owner.access, headers: body.headers, body: body.payload },
    );
    expect(added.status).toBe(201);
    expect(added.body.results.map((f) => [f.kind, f.is_protected])).toEqual([
      ['paycheck', true],
      ['paycheck', true],
    ]);
    await expectLinkAccess(added.body.results[0]!.id, [
      [owner, 200],
      [applied, 200],
      [staff, 200],
      [notApplied, 403],
      [tenant, 403],
    ]);
    const view = await t.call<{ paychecks: FileItem[] }>('GET', `/api/tenant-profiles/${name}/`, {
      token: tenant.access,
    });
    expect(view.body.paychecks).toEqual([]);
    const ownView = await t.call<{ paychecks: FileItem[] }>(
      'GET',
      `/api/tenant-profiles/${name}/`,
      { token: owner.access },
    );
    expect(ownView.body.paychecks).toHaveLength(2);
  });

  it('only the owner deletes a file', async () => {
    const added = await uploadAttachment('other');
    const url = `/api/tenant-attachments/${added.body.results[0]!.id}/`;
    for (const session of [tenant, applied, staff])
      expect((await t.call('DELETE', url, { token: session.access })).status).toBe(403);
    expect((await t.call('DELETE', url, { token: owner.access })).status).toBe(204);
    expect((await t.call('DELETE', url, { token: owner.access })).status).toBe(404);
  });
});

describe('reviews', () => {
  const body = {
    rating: 4,
    text: 'Góður leigjandi, greiddi alltaf á réttum tíma.',
    address: 'Njálsgata 10, 101 Reykjavík',
    rental_start: '2022-01-01',
    rental_end: '2024-12-31',
  };

  it('landlords write one review each, with a protected PDF; tenants and staff cannot write', async () => {
    const url = `/api/tenant-profiles/${name}/reviews/`;
    for (const session of [owner, tenant, staff])
      expect((await t.call('POST', url, { token: session.access, body })).status).toBe(403);
    expect((await t.call('POST', url, { body })).status).toBe(401);
    expect(
      (
        await t.call('POST', url, {
          token: notApplied.access,
          body: { ...body, rating: 6, text: 'stutt' },
        })
      ).body.fields,
    ).toEqual({ rating: 'validation.rating', text: 'validation.review_text' });
    const created = await t.call<Review>('POST', url, { token: notApplied.access, body });
    expect(created.status).toBe(201);
    expect(created.body.public_review_pdf).not.toBeNull();
    expect((await t.call('POST', url, { token: notApplied.access, body })).body.code).toBe(
      'review_exists',
    );

    const list = await t.call<{ results: Review[] }>('GET', url);
    expect(list.body.results.map((r) => r.id)).toEqual([created.body.id]);
    const pdfId = created.body.public_review_pdf!.id;
    // The author of the review has no application from this tenant: the PDF is still protected.
    await expectLinkAccess(pdfId, [
      [owner, 200],
      [applied, 200],
      [staff, 200],
      [notApplied, 403],
      [tenant, 403],
    ]);
    const link = await t.call<Link>('GET', `/api/tenant-attachments/${pdfId}/download-url/`, {
      token: owner.access,
    });
    const file = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.call('DELETE', `/api/tenant-attachments/${pdfId}/`, { token: owner.access })).status,
    ).toBe(403);
  });

  it('the author changes the review (a new PDF) and the author or staff delete it', async () => {
    const [review] = (
      await t.call<{ results: Review[] }>('GET', `/api/tenant-profiles/${name}/reviews/`)
    ).body.results;
    const url = `/api/tenant-profile-reviews/${review!.id}/`;
    for (const session of [owner, applied, staff])
      expect(
        (await t.call('PATCH', url, { token: session.access, body: { rating: 1 } })).status,
      ).toBe(403);
    expect(
      (await t.call('PATCH', url, { token: notApplied.access, body: { rental_end: '2020-01-01' } }))
        .body.fields,
    ).toEqual({ rental_end: 'validation.end_before_start' });
    const changed = await t.call<Review>('PATCH', url, {
      token: notApplied.access,
      body: { rating: 5 },
    });
    expect(changed.body.rating).toBe(5);
    expect(changed.body.public_review_pdf!.id).not.toBe(review!.public_review_pdf!.id);
    expect(
      (
        await t.call(
          'GET',
          `/api/tenant-attachments/${review!.public_review_pdf!.id}/download-url/`,
          { token: owner.access },
        )
      ).status,
    ).toBe(404);
    const batch = await t.call<{ results: Review[] }>(
      'GET',
      `/api/tenant-profile-reviews/?ids=${review!.id}`,
    );
    expect(batch.body.results[0]!.rating).toBe(5);
    expect((await t.call('DELETE', url, { token: owner.access })).status).toBe(403);
    expect((await t.call('DELETE', url, { token: staff.access })).status).toBe(204);
    expect(
      (
        await t.call(
          'GET',
          `/api/tenant-attachments/${changed.body.public_review_pdf!.id}/download-url/`,
          { token: owner.access },
        )
      ).status,
    ).toBe(404);
  });
});

describe('deleting the account', () => {
  it('removes the profile’s stored images and documents with it', async () => {
    const leaving = await t.register({ full_name: 'Hrefna Farandi' });
    const profile = await profileOf(t, leaving);
    const photo = multipartBody([
      { filename: 'mynd.jpg', contentType: 'image/jpeg', data: await makePhoto() },
    ]);
    const image = await t.call<{ results: { key: string }[] }>(
      'POST',
      `/api/profiles/${profile.id}/images/`,
      { token: leaving.access, headers: photo.headers, body: photo.payload },
    );
    expect(image.status).toBe(201);
    const document = pdf();
    const attachment = await t.call<{ results: FileItem[] }>(
      'POST',
      `/api/tenant-profiles/${profile.profileUsername}/attachments/?kind=criminal_record`,
      { token: leaving.access, headers: document.headers, body: document.payload },
    );
    expect(attachment.status).toBe(201);
    const keys = await profileFileKeys(t.db, leaving.userId);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await t.app.ctx.storage.get(key)).not.toBeNull();

    const deleted = await t.call('DELETE', `/api/users/${leaving.userId}/delete/`, {
      token: leaving.access,
    });
    expect(deleted.status).toBe(204);
    for (const key of keys) expect(await t.app.ctx.storage.get(key)).toBeNull();
    // Someone else's files stay.
    expect(await profileFileKeys(t.db, owner.userId)).not.toHaveLength(0);
  });
});
