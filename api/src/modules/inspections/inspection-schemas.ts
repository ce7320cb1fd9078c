import { z } from 'zod';
import {
  INSPECTION_CONDITIONS,
  INSPECTION_KINDS,
  INSPECTION_ROLES,
  INSPECTION_STATUSES,
  ISSUE_RESPONSIBILITIES,
  ISSUE_SEVERITIES,
  PAGE_SIZES,
  ROOM_TYPES,
  SIGN_TYPES,
  SUBJECT_KINDS,
  SUBJECT_TAGS,
} from '@leiga/domain';
import { idsQuery, pageQuery } from '../../http/pagination.js';
import { isoMoment, pageOf } from '../../http/responses.js';

/** The REST answers of the inspections domain (input is judged by domain's schemas). */
const id = z.number().int();
const condition = z.enum(INSPECTION_CONDITIONS).nullable();

export const issueResponse = z.object({
  id,
  subject_id: id,
  description: z.string(),
  severity: z.enum(ISSUE_SEVERITIES),
  responsibility: z.enum(ISSUE_RESPONSIBILITIES),
  is_carried: z.boolean(),
  created_at: isoMoment,
});

const subject = z.object({
  id,
  unit_id: id,
  kind: z.enum(SUBJECT_KINDS),
  tag: z.enum(SUBJECT_TAGS),
  name: z.string().nullable(),
  condition,
  note: z.string(),
  previous_condition: condition,
  is_carried: z.boolean(),
  issues: z.array(issueResponse),
});

const unit = z.object({
  id,
  type: z.enum(ROOM_TYPES),
  name: z.string().nullable(),
  position: z.number().int(),
  subjects: z.array(subject),
});

export const inspectionUserResponse = z.object({
  id,
  user_id: id.nullable(),
  role: z.enum(INSPECTION_ROLES),
  name: z.string(),
  is_individual: z.boolean(),
  phones: z.array(z.object({ id: id.optional(), country_code: z.string(), number: z.string() })),
  emails: z.array(z.object({ id: id.optional(), email: z.string() })),
  signed_at: isoMoment.nullable(),
});

export const reportResponse = z.object({
  id,
  contract_id: id,
  kind: z.enum(INSPECTION_KINDS),
  status: z.enum(INSPECTION_STATUSES),
  sign_type: z.enum(SIGN_TYPES).nullable(),
  committed_at: isoMoment.nullable(),
  previous_report_id: id.nullable(),
  created_at: isoMoment,
  updated_at: isoMoment,
  address: z.object({ street: z.string(), postal_code: z.string() }).nullable(),
  viewer_roles: z.array(z.enum(INSPECTION_ROLES)),
  viewer_can_edit: z.boolean(),
  viewer_can_uncommit: z.boolean(),
  issue_count: z.number().int(),
  users: z.array(inspectionUserResponse),
  /** Left out of lists; the report page reads them. */
  units: z.array(unit).optional(),
});

export const reportPageResponse = pageOf(reportResponse);

export const reportListQuery = z.object({
  ...pageQuery(PAGE_SIZES.inspections),
  /** A batch read of whole reports (rooms included), as the graph's loader asks. */
  ids: idsQuery.optional(),
});
export const contractReportsQuery = z.object(pageQuery(PAGE_SIZES.inspections));
