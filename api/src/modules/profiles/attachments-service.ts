import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import {
  ATTACHMENT_KINDS,
  PROFILE_FILES,
  PROTECTED_ATTACHMENT_KINDS,
  canDownloadProtected,
  type AttachmentKind,
  type ProfileReader,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Db } from '../../db/client.js';
import { profileAttachments, rentalProfiles } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { listAttachments, type AttachmentRow } from './attachments-repository.js';
import { readerOf, readersOf, touchProfile } from './profile-access.js';
import { listProfilesByIds } from './profile-repository.js';
import { sniffDocument, type UploadedFile } from './uploads.js';

export const isProtectedKind = (kind: AttachmentKind) => PROTECTED_ATTACHMENT_KINDS.includes(kind);

/** The kinds of file a reader sees: protected ones only if they may download them. */
export function readableKinds(reader: ProfileReader): readonly AttachmentKind[] {
  return canDownloadProtected(reader)
    ? ATTACHMENT_KINDS
    : ATTACHMENT_KINDS.filter((k) => !isProtectedKind(k));
}

/**
 * The files of several profiles at once, each filtered by how the caller stands to its owner (the
 * rule of the single list); profiles that do not exist are left out.
 */
export async function listReadableAttachments(
  db: Db,
  auth: Auth,
  profileIds: readonly number[],
): Promise<AttachmentRow[]> {
  const profiles = await listProfilesByIds(db, profileIds);
  const readers = await readersOf(db, profiles, auth);
  const kindsOf = new Map(profiles.map((p) => [p.id, readableKinds(readers.get(p.userId)!)]));
  const rows = await listAttachments(
    db,
    profiles.map((p) => p.id),
    ATTACHMENT_KINDS,
  );
  return rows.filter((row) => kindsOf.get(row.profileId)?.includes(row.kind));
}

/** Stores uploaded documents of a profile; a new criminal record replaces the old one. */
export async function storeAttachments(
  ctx: AppContext,
  profileId: number,
  kind: AttachmentKind,
  files: UploadedFile[],
): Promise<AttachmentRow[]> {
  const typed = files.map((f) => ({ ...f, type: sniffDocument(f.data) }));
  const [existing] = await ctx.db
    .select({ value: count() })
    .from(profileAttachments)
    .where(eq(profileAttachments.profileId, profileId));
  if ((existing?.value ?? 0) + typed.length > PROFILE_FILES.maxAttachments)
    throw conflict(
      `At most ${PROFILE_FILES.maxAttachments} files per profile.`,
      'too_many_attachments',
    );
  if (kind === 'criminal_record') await deleteAttachmentsOfKind(ctx, profileId, 'criminal_record');
  const rows: AttachmentRow[] = [];
  for (const file of typed) {
    rows.push(
      await storeFile(
        ctx,
        profileId,
        kind,
        file.filename,
        file.data,
        file.type.ext,
        file.type.contentType,
      ),
    );
  }
  await touchProfile(ctx.db, profileId);
  return rows;
}

export async function storeFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  profileId: number,
  kind: AttachmentKind,
  filename: string,
  data: Buffer,
  ext: string,
  contentType: string,
): Promise<AttachmentRow> {
  const key = `profiles/${profileId}/files/${randomUUID()}.${ext}`;
  await ctx.storage.put(key, data, contentType);
  const [row] = await ctx.db
    .insert(profileAttachments)
    .values({ profileId, kind, storageKey: key, filename, contentType, bytes: data.length })
    .returning();
  return row!;
}

async function deleteAttachmentsOfKind(ctx: AppContext, profileId: number, kind: AttachmentKind) {
  const old = await ctx.db
    .delete(profileAttachments)
    .where(and(eq(profileAttachments.profileId, profileId), eq(profileAttachments.kind, kind)))
    .returning();
  await Promise.all(old.map((a) => ctx.storage.delete(a.storageKey)));
}

export async function deleteAttachment(ctx: AppContext, row: AttachmentRow): Promise<void> {
  await ctx.db.delete(profileAttachments).where(eq(profileAttachments.id, row.id));
  await ctx.storage.delete(row.storageKey);
}

export async function getAttachmentWithOwner(db: Db, id: number) {
  const [row] = await db
    .select({ attachment: profileAttachments, userId: rentalProfiles.userId })
    .from(profileAttachments)
    .innerJoin(rentalProfiles, eq(rentalProfiles.id, profileAttachments.profileId))
    .where(eq(profileAttachments.id, id))
    .limit(1);
  if (!row) throw notFound('No such attachment.');
  return row;
}

/**
 * Protected files (review PDFs, the criminal record, paychecks): the owner, a landlord the tenant
 * has applied to, and staff. Other files: any signed-in reader of the profile.
 */
export async function assertMayDownload(
  db: Db,
  auth: Auth,
  attachment: AttachmentRow,
  ownerId: number,
) {
  if (!isProtectedKind(attachment.kind)) return;
  const reader = await readerOf(db, { userId: ownerId }, auth);
  if (!canDownloadProtected(reader))
    throw forbidden(
      'Only the tenant, landlords the tenant has applied to, and staff may open this file.',
    );
}
