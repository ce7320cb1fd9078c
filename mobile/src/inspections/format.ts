import type { TFunction } from 'i18next';

const lower = (value: string) => value.toLowerCase();

/** "Move-in inspection" / "Move-out inspection", the web's words. */
export const kindText = (t: TFunction, kind: string) => t(`inspections.kinds.${lower(kind)}`);

/** Draft, awaiting signatures, signed. */
export const statusText = (t: TFunction, status: string) =>
  t(`inspections.status.${lower(status)}`);

export const conditionText = (t: TFunction, condition: string) =>
  t(`inspections.conditions.${lower(condition)}`);

export const severityText = (t: TFunction, severity: string) =>
  t(`inspections.severities.${lower(severity)}`);

/** A room's own name, or its type's word. */
export const roomName = (t: TFunction, unit: { type: string; name?: string | null }) =>
  unit.name || t(`inspections.rooms.${lower(unit.type)}`);

/** A subject's own name, or its tag's word. */
export const subjectName = (t: TFunction, subject: { tag: string; name?: string | null }) =>
  subject.name || t(`inspections.subjects.${lower(subject.tag)}`);

/** A typed reading as a number: a decimal comma is as good as a point; empty clears it. */
export function parseReading(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}
