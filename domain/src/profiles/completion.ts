/**
 * Profile completion: which sections a landlord expects filled, the percentage done and the missing
 * fields, each naming the section of the profile page that fills it.
 */
export type ProfileCompletionInput = {
  hasProfileImage: boolean;
  about: string | null;
  interestCount: number;
  employerCount: number;
  educationCount: number;
  hasCurrentlyBased: boolean;
  hasCommittedPreApproval: boolean;
};

export const PROFILE_COMPLETION_FIELDS = [
  { field: 'profile_image', section: 'profile-image' },
  { field: 'about', section: 'about' },
  { field: 'interests', section: 'interests' },
  { field: 'employers', section: 'employers' },
  { field: 'educations', section: 'educations' },
  { field: 'currently_based', section: 'currently-based' },
  { field: 'pre_approval', section: 'pre-approval' },
] as const;
export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number]['field'];

/** An about text this short says nothing yet. */
export const ABOUT_MIN_LENGTH = 20;

const DONE: Record<ProfileCompletionField, (p: ProfileCompletionInput) => boolean> = {
  profile_image: (p) => p.hasProfileImage,
  about: (p) => (p.about ?? '').trim().length >= ABOUT_MIN_LENGTH,
  interests: (p) => p.interestCount > 0,
  employers: (p) => p.employerCount > 0,
  educations: (p) => p.educationCount > 0,
  currently_based: (p) => p.hasCurrentlyBased,
  pre_approval: (p) => p.hasCommittedPreApproval,
};

export type ProfileCompletion = {
  percentage: number;
  missing: { field: ProfileCompletionField; section: string; message_key: string }[];
};

export function getProfileCompletion(profile: ProfileCompletionInput): ProfileCompletion {
  const missing = PROFILE_COMPLETION_FIELDS.filter((f) => !DONE[f.field](profile)).map((f) => ({
    field: f.field,
    section: f.section,
    message_key: `profiles.completion.${f.field}`,
  }));
  const total = PROFILE_COMPLETION_FIELDS.length;
  return { percentage: Math.round((100 * (total - missing.length)) / total), missing };
}
