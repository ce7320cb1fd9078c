import type { TFunction } from 'i18next';
import { getGraphError } from '../../../ui/graph-errors';
import { translateInspectionError } from '../model';

/** The api's reasons for refusing a change of people (last_landlord...), in the reader's words. */
export function translatePeopleError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  const key = reason ? `inspection-rooms.errors.${reason}` : null;
  if (key && t(key, { defaultValue: '' })) return t(key);
  return translateInspectionError(t, error);
}
