import { PROTECTED_ATTACHMENT_KINDS } from '@leiga/domain';
import type {
  petPhotos,
  profileAttachments,
  profileChildren,
  profileEducations,
  profileEmployers,
  profileInterests,
  profilePets,
} from '../../db/schema/index.js';
import type { FileView } from './profile-schemas.js';

/** Serialisers of the profile's sections, named as the PATCH bodies name the fields. */
export const interestView = (r: typeof profileInterests.$inferSelect) => ({
  id: r.id,
  interest_tag: r.interestTag,
});

export const childView = (r: typeof profileChildren.$inferSelect) => ({
  id: r.id,
  birth_year: r.birthYear,
  shared_custody: r.sharedCustody,
});

export const petPhotoView = (r: typeof petPhotos.$inferSelect) => ({
  id: r.id,
  key: r.storageKey,
  width: r.width,
  height: r.height,
  placeholder: r.placeholder,
});

export const petView = (
  r: typeof profilePets.$inferSelect,
  photos: (typeof petPhotos.$inferSelect)[],
) => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  breed: r.breed,
  description: r.description,
  photos: photos.map(petPhotoView),
});

export const employerView = (r: typeof profileEmployers.$inferSelect) => ({
  id: r.id,
  name: r.name,
  position: r.position,
  start_date: r.startDate,
  end_date: r.endDate,
});

export const educationView = (r: typeof profileEducations.$inferSelect) => ({
  id: r.id,
  institution_id: r.institutionId,
  institution_name: r.institutionName,
  program: r.program,
  start_year: r.startYear,
  end_year: r.endYear,
});

/** A file's metadata; never its storage key: downloads go through a signed, expiring link. */
export type { FileView };

export const fileView = (r: typeof profileAttachments.$inferSelect): FileView => ({
  id: r.id,
  kind: r.kind,
  filename: r.filename,
  content_type: r.contentType,
  bytes: r.bytes,
  is_protected: PROTECTED_ATTACHMENT_KINDS.includes(r.kind),
  created_at: r.createdAt.toISOString(),
});
