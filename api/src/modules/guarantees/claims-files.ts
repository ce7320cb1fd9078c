import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ClaimEvidenceKind } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { guaranteeClaimFiles, guaranteeClaimLines } from '../../db/schema/index.js';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.js';
import { processUpload } from '../images/image-decoding.js';
import { createScopedFileLink } from '../profiles/file-links.js';
import { sniffDocument, type UploadedFile } from '../profiles/uploads.js';
import type { ClaimSubject } from './claims-access.js';
import type { ClaimFileRow } from './claims-repository.js';

/** The signed-link scope of claim evidence: its links open no other kind of file. */
export const CLAIM_FILE_SCOPE = 'guarantee-claim';
export const CLAIM_FILE_LINK_SECONDS = 15 * 60;
export const CLAIM_FILES_PER_UPLOAD = 5;

const withExtension = (name: string, ext: string) => `${name.replace(/\.[^.]*$/, '')}.${ext}`;

/**
 * Stores an invoice (PDF) or a photo (JPEG, PNG) as the messages' attachments are: decided by the
 * bytes; a photo is re-encoded (orientation applied, location and camera metadata gone).
 */
export async function storeClaimFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  subject: ClaimSubject,
  uploaderId: number,
  file: UploadedFile,
  lineId: number | null,
): Promise<ClaimFileRow> {
  if (subject.claim.status !== 'draft')
    throw conflict('Evidence can be added only to a draft claim.', 'claim_not_editable');
  if (lineId !== null) {
    const [line] = await ctx.db
      .select({ id: guaranteeClaimLines.id })
      .from(guaranteeClaimLines)
      .where(
        and(eq(guaranteeClaimLines.id, lineId), eq(guaranteeClaimLines.claimId, subject.claim.id)),
      );
    if (!line)
      throw badRequest('This line is not on the claim.', {
        line_id: 'guarantee-claims.validation.line',
      });
  }
  const type = sniffDocument(file.data);
  let data = file.data;
  let kind: ClaimEvidenceKind = 'invoice';
  let contentType = type.contentType;
  let ext: string = type.ext;
  if (type.ext !== 'pdf') {
    const photo = await processUpload(file.data).catch((error: unknown) => {
      if (error instanceof ApiError)
        throw badRequest(error.detail, { file: 'guarantee-claims.errors.image' }, error.code);
      throw error;
    });
    data = photo.data;
    kind = 'photo';
    contentType = 'image/jpeg';
    ext = 'jpg';
  }
  const storageKey = `files/guarantee-claims/${subject.claim.id}/${randomUUID()}.${ext}`;
  await ctx.storage.put(storageKey, data, contentType);
  try {
    const [row] = await ctx.db
      .insert(guaranteeClaimFiles)
      .values({
        claimId: subject.claim.id,
        lineId,
        uploaderId,
        kind,
        storageKey,
        filename: withExtension(file.filename, ext),
        contentType,
        bytes: data.length,
      })
      .returning();
    return row!;
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}

export async function deleteClaimFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  subject: ClaimSubject,
  fileId: number,
): Promise<void> {
  if (subject.claim.status !== 'draft')
    throw conflict('Evidence can be removed only from a draft claim.', 'claim_not_editable');
  const [removed] = await ctx.db
    .delete(guaranteeClaimFiles)
    .where(
      and(eq(guaranteeClaimFiles.id, fileId), eq(guaranteeClaimFiles.claimId, subject.claim.id)),
    )
    .returning();
  if (!removed) throw notFound('No such file.');
  await ctx.storage.delete(removed.storageKey);
}

export async function findClaimFile(db: Db, id: number): Promise<ClaimFileRow | null> {
  const [row] = await db.select().from(guaranteeClaimFiles).where(eq(guaranteeClaimFiles.id, id));
  return row ?? null;
}

/** A signed link to a file, short-lived, so an <img> or a download can follow it. */
export async function claimFileUrl(db: Db, fileId: number): Promise<string> {
  const link = await createScopedFileLink(db, CLAIM_FILE_SCOPE, fileId, CLAIM_FILE_LINK_SECONDS);
  return `/api/guarantee-claim-files/${link.token}/`;
}
