/** The REST shape of an inspection photo (codegen's mapper for InspectionPhoto points here). */
import type { RestInspectionPhoto } from '@leiga/api/contract';

export type { RestInspectionPhoto };

/** What a photo list is read for: a report's all, or a room's, subject's or issue's own. */
export type PhotoOwnerKey = `${'report' | 'unit' | 'subject' | 'issue'}:${number}`;
