import type { TFunction } from 'i18next';
import { getGraphError, translateGraphError } from '../../../ui/graph-errors';

/** The catalogue section of the collaborators panel and the invitation page. */
export const COLLABORATORS_NS = 'contracts.collaborators';

/** A refusal by its reason in the panel's own words when it has them, else the graph's. */
export function translateCollaboratorError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  const fallback = translateGraphError(t, error);
  return reason ? t(`${COLLABORATORS_NS}.errors.${reason}`, { defaultValue: fallback }) : fallback;
}
