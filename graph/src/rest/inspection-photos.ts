import DataLoader from 'dataloader';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type { PhotoOwnerKey, RestInspectionPhoto } from './inspection-photos-types.js';

const PARAMS = {
  report: 'report_ids',
  unit: 'unit_ids',
  subject: 'subject_ids',
  issue: 'issue_ids',
} as const;
type OwnerKind = keyof typeof PARAMS;

/** Which of an answer's photos belong to a key (each photo row names every level above it). */
function belongsTo(photo: RestInspectionPhoto, kind: OwnerKind, id: number): boolean {
  if (kind === 'report') return photo.report_id === id;
  if (kind === 'unit') return photo.unit_id === id && photo.subject_id === null;
  if (kind === 'subject') return photo.subject_id === id && photo.issue_id === null;
  return photo.issue_id === id;
}

/**
 * /api/inspection-photos/ and the report's photo calls; one instance per request. The loader
 * gathers the reports, rooms, subjects and issues an operation asks photos of, and reads them in
 * one REST call: it waits a macrotask, so a report page's rooms, subjects and issues, resolved
 * one level after another in microtasks, land in the same batch.
 */
export class InspectionPhotosAPI extends LeigaDataSource {
  readonly byOwner = new DataLoader<PhotoOwnerKey, RestInspectionPhoto[]>(
    async (keys) => {
      const ids: Record<OwnerKind, number[]> = { report: [], unit: [], subject: [], issue: [] };
      const parsed = keys.map((key) => {
        const [kind, id] = key.split(':') as [OwnerKind, string];
        ids[kind].push(Number(id));
        return { kind, id: Number(id) };
      });
      const params = new URLSearchParams();
      for (const kind of Object.keys(PARAMS) as OwnerKind[])
        if (ids[kind].length > 0) params.set(PARAMS[kind], ids[kind].join(','));
      const answer = await this.get<{ results: RestInspectionPhoto[] }>('inspection-photos/', {
        params,
      });
      return parsed.map(({ kind, id }) => answer.results.filter((p) => belongsTo(p, kind, id)));
    },
    { batchScheduleFn: (run) => setTimeout(run, 0), maxBatchSize: 1000 },
  );

  /** The loader is the request's cache; a read after a delete must reach the api. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  /** Read for a key of this request. */
  photosOf(kind: OwnerKind, id: number): Promise<RestInspectionPhoto[]> {
    return this.byOwner.load(`${kind}:${id}`);
  }

  /** DELETE the photo; what this request read of photos is read again afterwards. */
  async remove(reportId: number, photoId: number): Promise<void> {
    await this.delete<unknown>(`inspection-reports/${reportId}/photos/${photoId}/`);
    this.byOwner.clearAll();
  }
}
