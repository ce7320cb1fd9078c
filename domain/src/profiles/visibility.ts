import { DEFAULT_VISIBILITY, type SensitiveResourceTag } from '../constants.js';
import type { VisibilityOption } from './constants.js';

/** How the reader of a profile stands to its owner. */
export type ProfileReader =
  'owner' | 'staff' | 'applied_landlord' | 'landlord' | 'tenant' | 'anonymous';

/** The owner's option for a resource, PRIVATE when none is stored. */
export function effectiveOption(
  settings: readonly { resource: string; option: VisibilityOption }[],
  resource: SensitiveResourceTag,
): VisibilityOption {
  return settings.find((s) => s.resource === resource)?.option ?? DEFAULT_VISIBILITY;
}

/** Owner and staff always see; PUBLIC opens to every reader of the profile, anonymous included. */
export function canSeeResource(option: VisibilityOption, reader: ProfileReader): boolean {
  if (reader === 'owner' || reader === 'staff') return true;
  if (option === 'PUBLIC') return true;
  if (option === 'APPLIED_LANDLORDS') return reader === 'applied_landlord';
  return false;
}

/** Protected files: only the owner, a landlord the tenant applied to, and staff. */
export function canDownloadProtected(reader: ProfileReader): boolean {
  return reader === 'owner' || reader === 'staff' || reader === 'applied_landlord';
}
