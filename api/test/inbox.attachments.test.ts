import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ATTACHMENT_ERRORS, MESSAGE_ATTACHMENTS } from '@leiga/domain';
import { events, listings, messageAttachments } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { makePhoto } from './support/images.js';
import { multipartBody, type UploadFile } from './support/multipart.js';
import { makePdf } from './support/profiles.js';

type Attachment = {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  url: string;
  thumbnail_url: string | null;
};
type Message = { id: number; body: string; attachments: Attachment[] };
type Problem = { code: string; fields?: Record<string, string> };

let t: TestApp;
let tenant: Session;
let landlord: Session;
let staff: Session;
let stranger: Session;
let conversationId: number;

async function upload(session: Session, files: UploadFile[], conversation = conversationId) {
  const body = multipartBody(files);
  return t.call<{ results: Attachment[] } & Problem>(
    'POST',
    `/api/conversations/${conversation}/attachments/`,
    { token: session.access, headers: body.headers, body: body.payload },
  );
}

async function send(session: Session, message: string, attachmentIds: number[]) {
  return t.call<Message & Problem>('POST', `/api/conversations/${conversationId}/messages/`, {
    token: session.access,
    body: { message, attachment_ids: attachmentIds },
  });
}

/** Follows a file link as a browser would: no bearer token. */
async function open(url: string) {
  const reply = await t.app.inject({ method: 'GET', url });
  return { status: reply.statusCode, headers: reply.headers, data: reply.rawPayload };
}

const photoFile = async (filename = 'IMG_0001.jpg'): Promise<UploadFile> => ({
  filename,
  contentType: 'image/jpeg',
  // A camera's metadata, to see it gone: orientation 6 (turned) and EXIF.
  data: await sharp(await makePhoto({ width: 800, height: 600 }))
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Leiga Camera' } } })
    .jpeg()
    .toBuffer(),
});
const pdfFile = (filename = 'leigusamningur.pdf'): UploadFile => ({
  filename,
  contentType: 'application/pdf',
  data: makePdf(),
});

beforeAll(async () => {
  t = await createTestApp();
  [tenant, landlord, staff] = await Promise.all([t.as('tenant'), t.as('landlord'), t.as('staff')]);
  stranger = await t.register({ user_type: 'TN' });
  const [listing] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.ownerId, landlord.userId), eq(listings.status, 'published')))
    .limit(1);
  const started = await t.call<{ conversation: { id: number } }>(
    'POST',
    `/api/listings/${listing!.id}/messages/`,
    { token: tenant.access, body: { message: 'Má ég senda myndir?' } },
  );
  conversationId = started.body.conversation.id;
}, 120_000);
afterAll(() => t.close());

describe('sending a photo and a PDF', () => {
  it('stores them under a protected key, sends them with a message and opens them by link', async () => {
    const uploaded = await upload(tenant, [await photoFile(), pdfFile()]);
    expect(uploaded.status).toBe(201);
    const [photo, pdf] = uploaded.body.results;
    expect(photo).toMatchObject({ file_name: 'IMG_0001.jpg', content_type: 'image/jpeg' });
    expect(photo!.thumbnail_url).toMatch(/^\/api\/message-files\/.+\?thumbnail=1$/);
    expect(pdf).toMatchObject({ file_name: 'leigusamningur.pdf', thumbnail_url: null });

    const rows = await t.db.select().from(messageAttachments);
    for (const row of rows) expect(row.storageKey).toMatch(/^conversations\/\d+\/files\//);

    const sent = await send(tenant, '', [photo!.id, pdf!.id]);
    expect(sent.status).toBe(201);
    expect(sent.body.attachments.map((a) => a.id)).toEqual([photo!.id, pdf!.id]);

    // The outbox event carries the files, for live delivery.
    const [event] = await t.db
      .select()
      .from(events)
      .where(eq(events.type, 'message.created'))
      .orderBy(events.id)
      .then((all) => all.slice(-1));
    expect(event!.payload).toMatchObject({
      message_id: sent.body.id,
      attachments: [
        { id: photo!.id, content_type: 'image/jpeg' },
        { id: pdf!.id, content_type: 'application/pdf', file_name: 'leigusamningur.pdf' },
      ],
    });

    // The landlord reads the message with its files, and opens them.
    const page = await t.call<{ results: Message[] }>(
      'GET',
      `/api/conversations/${conversationId}/messages/`,
      { token: landlord.access },
    );
    const read = page.body.results.find((m) => m.id === sent.body.id)!;
    const full = await open(read.attachments[0]!.url);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(full.data).metadata();
    // Re-encoded upright, the camera's metadata gone.
    expect(meta).toMatchObject({ width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await open(read.attachments[0]!.thumbnail_url!)).data).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(MESSAGE_ATTACHMENTS.thumbnailEdge);
    const doc = await open(read.attachments[1]!.url);
    expect(doc.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''leigusamningur\.pdf/,
    );
    expect(doc.data.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('turns a forged or tampered link away', async () => {
    const [photo] = (await upload(tenant, [await photoFile()])).body.results;
    const forged = photo!.url.replace(/\.([A-Za-z0-9_-]{43})\/$/, '.' + 'A'.repeat(43) + '/');
    expect((await open(forged)).status).toBe(404);
    const otherId = photo!.url.replace(
      /files\/(\d+)\./,
      (_m, id: string) => `files/${Number(id) + 1}.`,
    );
    expect((await open(otherId)).status).toBe(404);
  });
});

describe('who may upload and open files', () => {
  it('refuses to upload for a non-participant (404) and staff who only read (403)', async () => {
    expect((await upload(stranger, [pdfFile()])).status).toBe(404);
    expect((await upload(staff, [pdfFile()])).status).toBe(403);
    const anonymous = multipartBody([pdfFile()]);
    const reply = await t.call('POST', `/api/conversations/${conversationId}/attachments/`, {
      headers: anonymous.headers,
      body: anonymous.payload,
    });
    expect(reply.status).toBe(401);
  });

  it('gives fresh links to participants and staff only', async () => {
    const [pdf] = (await upload(landlord, [pdfFile('kvittun.pdf')])).body.results;
    const sent = await send(landlord, 'Kvittunin', [pdf!.id]);
    expect(sent.status).toBe(201);
    const path = `/api/message-attachments/${pdf!.id}/`;
    expect((await t.call('GET', path, { token: tenant.access })).status).toBe(200);
    expect((await t.call('GET', path, { token: staff.access })).status).toBe(200);
    expect((await t.call('GET', path, { token: stranger.access })).status).toBe(404);
    expect((await t.call('GET', path)).status).toBe(401);
  });

  it('sends only the sender’s own unsent files of this conversation', async () => {
    const [mine] = (await upload(landlord, [pdfFile()])).body.results;
    const stolen = await send(tenant, 'Hér er skjalið', [mine!.id]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toEqual({ attachment_ids: MESSAGE_ATTACHMENT_ERRORS.unknown });
    // Unsent, it is not the tenant's to open either.
    const link = await t.call('GET', `/api/message-attachments/${mine!.id}/`, {
      token: tenant.access,
    });
    expect(link.status).toBe(404);
    expect((await send(landlord, 'Skjalið', [mine!.id])).status).toBe(201);
    const twice = await send(landlord, 'Aftur', [mine!.id]);
    expect(twice.status).toBe(400);
  });
});

describe('bad files', () => {
  it('refuses a type that is neither photo nor PDF, with a field error', async () => {
    const reply = await upload(tenant, [
      {
        filename: 'skrá.txt',
        contentType: 'text/plain',
        data: Buffer.from('Halló heimur, ekki mynd'),
      },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ file: MESSAGE_ATTACHMENT_ERRORS.type });
  });

  it('judges by the bytes: an executable called a PDF or a JPEG is refused', async () => {
    const forged = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200, 1)]);
    for (const [filename, contentType] of [
      ['samningur.pdf', 'application/pdf'],
      ['mynd.jpg', 'image/jpeg'],
    ] as const) {
      const reply = await upload(tenant, [{ filename, contentType, data: forged }]);
      expect(reply.status, filename).toBe(400);
      expect(reply.body.fields).toEqual({ file: MESSAGE_ATTACHMENT_ERRORS.type });
    }
    // A JPEG's first bytes and then nothing a decoder can read: refused as damaged.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]);
    const damaged = await upload(tenant, [
      { filename: 'mynd.jpg', contentType: 'image/jpeg', data: broken },
    ]);
    expect(damaged.status).toBe(400);
    expect(damaged.body.fields).toEqual({ file: 'inbox-attachments.errors.image_corrupt' });
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(MESSAGE_ATTACHMENTS.maxBytes),
    ]);
    const reply = await upload(tenant, [
      { filename: 'stort.pdf', contentType: 'application/pdf', data: big },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ file: MESSAGE_ATTACHMENT_ERRORS.size });
  });

  it('refuses a message with neither text nor files, and too many files', async () => {
    const empty = await send(tenant, '  ', []);
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ message: 'validation.required' });
    const many = await send(tenant, 'Margar', [1, 2, 3, 4, 5, 6]);
    expect(many.status).toBe(400);
    expect(many.body.fields).toEqual({ attachment_ids: MESSAGE_ATTACHMENT_ERRORS.tooMany });
  });
});

describe('files uploaded and never sent', () => {
  let own: number;
  const exists = async (key: string) => (await t.app.ctx.storage.get(key)) !== null;

  beforeAll(async () => {
    const [listing] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.ownerId, landlord.userId), eq(listings.status, 'published')))
      .limit(1);
    const started = await t.call<{ conversation: { id: number } }>(
      'POST',
      `/api/listings/${listing!.id}/messages/`,
      { token: stranger.access, body: { message: 'Er hún laus í vor?' } },
    );
    own = started.body.conversation.id;
  });

  it('holds at most the quota per person and conversation, and the uploader may take one back', async () => {
    const max = MESSAGE_ATTACHMENTS.maxUnsentPerConversation;
    const ids: number[] = [];
    for (let i = 0; i < max; i += MESSAGE_ATTACHMENTS.maxPerMessage) {
      const files = Array.from({ length: MESSAGE_ATTACHMENTS.maxPerMessage }, (_, k) =>
        pdfFile(`skjal-${i + k}.pdf`),
      );
      const reply = await upload(stranger, files, own);
      expect(reply.status).toBe(201);
      ids.push(...reply.body.results.map((a) => a.id));
    }
    const over = await upload(stranger, [pdfFile()], own);
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({ file: MESSAGE_ATTACHMENT_ERRORS.tooManyUnsent });

    const [row] = await t.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.id, ids[0]!));
    const url = `/api/message-attachments/${ids[0]}/`;
    // Not someone else's to take back, nor a sent one.
    expect((await t.call('DELETE', url, { token: landlord.access })).status).toBe(404);
    expect((await t.call('DELETE', url, { token: stranger.access })).status).toBe(204);
    expect(await exists(row!.storageKey)).toBe(false);
    expect((await t.call('DELETE', url, { token: stranger.access })).status).toBe(404);
    expect((await upload(stranger, [pdfFile()], own)).status).toBe(201);
    const sent = await t.call<Message>('POST', `/api/conversations/${own}/messages/`, {
      token: stranger.access,
      body: { message: 'Hér eru skjölin', attachment_ids: [ids[1]] },
    });
    expect(sent.status).toBe(201);
    expect(
      (await t.call('DELETE', `/api/message-attachments/${ids[1]}/`, { token: stranger.access }))
        .status,
    ).toBe(404);
  });

  it('are swept, rows and files, once older than the keeping time; sent and recent ones stay', async () => {
    const { sweepUnsentAttachments } = await import('../src/modules/inbox/unsent-attachments.js');
    const unsent = await t.db
      .select()
      .from(messageAttachments)
      .where(and(eq(messageAttachments.conversationId, own), isNull(messageAttachments.messageId)));
    expect(unsent.length).toBeGreaterThan(2);
    const [old, ...recent] = unsent;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    await t.db
      .update(messageAttachments)
      .set({ createdAt: hoursAgo(MESSAGE_ATTACHMENTS.unsentKeepHours + 1) })
      .where(eq(messageAttachments.id, old!.id));
    const sentRows = await t.db
      .select()
      .from(messageAttachments)
      .where(
        and(eq(messageAttachments.conversationId, own), isNotNull(messageAttachments.messageId)),
      );
    await t.db
      .update(messageAttachments)
      .set({ createdAt: hoursAgo(MESSAGE_ATTACHMENTS.unsentKeepHours * 3) })
      .where(eq(messageAttachments.id, sentRows[0]!.id));

    expect(await sweepUnsentAttachments(t.app.ctx)).toBe(1);
    const left = await t.db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(eq(messageAttachments.conversationId, own));
    expect(left.map((r) => r.id)).not.toContain(old!.id);
    expect(left.map((r) => r.id)).toEqual(
      expect.arrayContaining([sentRows[0]!.id, ...recent.map((r) => r.id)]),
    );
    expect(await exists(old!.storageKey)).toBe(false);
    expect(await exists(sentRows[0]!.storageKey)).toBe(true);
    expect(await sweepUnsentAttachments(t.app.ctx)).toBe(0);
  });
});
