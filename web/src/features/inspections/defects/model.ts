import type { TFunction } from 'i18next';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { InspectionDefect_AddendumFragmentDoc } from '../../../__generated__/graphql';
import { getGraphError } from '../../../ui/graph-errors';
import { translateInspectionError } from '../model';

export const readDefect = (ref: FragmentType<typeof InspectionDefect_AddendumFragmentDoc>) =>
  getFragmentData(InspectionDefect_AddendumFragmentDoc, ref);
export type DefectAddendum = ReturnType<typeof readDefect>;

/** The api's reasons the page explains in its own words (closed window, bad link, not signed). */
export const DEFECT_WINDOW_REASONS = [
  'defect_window_closed',
  'defect_link_invalid',
  'not_move_in',
  'not_signed',
] as const;
export type DefectWindowReason = (typeof DEFECT_WINDOW_REASONS)[number];

export const isDefectWindowReason = (value: string | null): value is DefectWindowReason =>
  (DEFECT_WINDOW_REASONS as readonly (string | null)[]).includes(value);

/** A refusal of the api in the defect window's words, anything else as inspections say it. */
export function translateDefectError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  if (isDefectWindowReason(reason)) return t(`inspection-window.errors.${reason}`);
  return translateInspectionError(t, error);
}

/** `[minor] Bathroom tap: Drips all night` (domain's formatTenantDefect) read back, else null. */
export function parseDefectText(
  text: string,
): { severity: string; subject: string; description: string } | null {
  const match = /^\[(minor|moderate|major)\] ([^:]*): ([\s\S]*)$/.exec(text);
  if (!match) return null;
  return { severity: match[1]!, subject: match[2]!, description: match[3]! };
}
