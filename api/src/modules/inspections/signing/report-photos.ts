import sharp from 'sharp';
import type { AppContext } from '../../../context.js';
import type { PdfImage } from '../../contracts/pdf/pdf-renderer.js';
import { listPhotosOfIssues } from '../photos-repository.js';

/**
 * The issues' photos as the report's PDF shows them: the first few of each issue as small
 * JPEG thumbnails, so a report of 200 photos stays a file one can send, and how many more there
 * are. A photo that cannot be read is counted and skipped: it never fails signing.
 */

/** Thumbnails per issue in the PDF; the rest are counted. */
export const PDF_THUMBNAILS_PER_ISSUE = 4;
/** The thumbnail's longest edge in pixels (drawn about 100 points wide: sharp on paper). */
const EDGE_PX = 160;
const QUALITY = 60;

export type IssuePhotos = {
  /** Every photo of the issue. */
  total: number;
  thumbnails: PdfImage[];
  /** Photos among the first few that could not be read. */
  unreadable: number;
};

/** The photos of each issue, by issue id (issues without photos are absent). */
export type IssuePhotoSource = (issueIds: readonly number[]) => Promise<Map<number, IssuePhotos>>;

async function toThumbnail(bytes: Buffer): Promise<PdfImage> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: EDGE_PX, height: EDGE_PX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

/** The stored thumbnail, else the photo itself; null when neither reads as an image. */
async function readThumbnail(
  storage: AppContext['storage'],
  keys: readonly string[],
): Promise<PdfImage | null> {
  for (const key of keys) {
    try {
      const bytes = await storage.get(key);
      if (bytes) return await toThumbnail(bytes);
    } catch {
      // Missing or not an image: try the next file, else the photo is noted as unreadable.
    }
  }
  return null;
}

/** Reads the issues' photos from the report's storage. */
export function createIssuePhotoSource(ctx: Pick<AppContext, 'db' | 'storage'>): IssuePhotoSource {
  return async (issueIds) => {
    const rows = await listPhotosOfIssues(ctx.db, issueIds);
    const byIssue = new Map<number, IssuePhotos>();
    const shown: { issue: IssuePhotos; keys: string[] }[] = [];
    for (const row of rows) {
      if (row.issueId === null) continue;
      let issue = byIssue.get(row.issueId);
      if (!issue) byIssue.set(row.issueId, (issue = { total: 0, thumbnails: [], unreadable: 0 }));
      issue.total += 1;
      if (issue.total <= PDF_THUMBNAILS_PER_ISSUE)
        shown.push({ issue, keys: [row.thumbnailKey, row.storageKey] });
    }
    // One at a time, in order: sharp has its own threads, and the order is the PDF's.
    for (const { issue, keys } of shown) {
      const thumbnail = await readThumbnail(ctx.storage, keys);
      if (thumbnail) issue.thumbnails.push(thumbnail);
      else issue.unreadable += 1;
    }
    return byIssue;
  };
}
