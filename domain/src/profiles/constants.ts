import type { SensitiveResourceTag } from '../constants.js';

/** Tenant profiles (issue 6): the business constants of profiles, co-renters and pre-approval. */

/** The owner's choice per sensitive resource; no setting means PRIVATE (SPEC 3, 9). */
export const VISIBILITY_OPTIONS = ['PRIVATE', 'APPLIED_LANDLORDS', 'PUBLIC'] as const;
export type VisibilityOption = (typeof VISIBILITY_OPTIONS)[number];

/** Stable ids and English names for the option lists; clients translate by tag. */
export const SENSITIVE_RESOURCES: readonly {
  id: number;
  tag: SensitiveResourceTag;
  name: string;
}[] = [
  { id: 1, tag: 'CREDIT_SCORE', name: 'Credit score' },
  { id: 2, tag: 'NET_INCOME', name: 'Net income' },
];
export const VISIBILITY_OPTION_LIST: readonly {
  id: number;
  tag: VisibilityOption;
  name: string;
}[] = [
  { id: 1, tag: 'PRIVATE', name: 'Only me' },
  { id: 2, tag: 'APPLIED_LANDLORDS', name: 'Landlords I have applied to' },
  { id: 3, tag: 'PUBLIC', name: 'Everyone who sees my profile' },
];

/**
 * Creditinfo's credit classes, best first (ICELAND.md: 15 classes A1-E3, the 12-month default
 * rate roughly doubling each step).
 */
export const CREDIT_CLASSES = [
  'A1', 'A2', 'A3',
  'B1', 'B2', 'B3',
  'C1', 'C2', 'C3',
  'D1', 'D2', 'D3',
  'E1', 'E2', 'E3',
] as const; // prettier-ignore
export type CreditClass = (typeof CREDIT_CLASSES)[number];

/** A lookup either scores the person or says why there is no score (its own result). */
export const CREDIT_RESULT_STATUSES = ['scored', 'on_default_register', 'no_domicile'] as const;
export type CreditResultStatus = (typeof CREDIT_RESULT_STATUSES)[number];

export const PRE_APPROVAL_VALIDITY_DAYS = 90;
/** Payslip months the income source returns and the most a tenant may enter. */
export const PRE_APPROVAL_INCOME_MONTHS = 6;
export const PRE_APPROVAL_MAX_INCOMES = 12;

export const PET_KINDS = [
  'dog',
  'cat',
  'bird',
  'fish',
  'rodent',
  'rabbit',
  'reptile',
  'other',
] as const;
export type PetKind = (typeof PET_KINDS)[number];

/** Review PDFs, the criminal record and paychecks are protected; the rest any signed-in reader may fetch. */
export const ATTACHMENT_KINDS = [
  'criminal_record',
  'paycheck',
  'review_pdf',
  'reference',
  'other',
] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export const PROTECTED_ATTACHMENT_KINDS: readonly AttachmentKind[] = [
  'criminal_record',
  'paycheck',
  'review_pdf',
];
/** Kinds a tenant uploads through the attachments route (paychecks and review PDFs have their own). */
export const UPLOADABLE_ATTACHMENT_KINDS = ['criminal_record', 'reference', 'other'] as const;

export const PROFILE_FILES = {
  maxBytes: 10 * 1024 * 1024,
  maxFilesPerUpload: 5,
  maxAttachments: 30,
  maxPetPhotos: 6,
  /** How long a download link works. */
  downloadLinkSeconds: 5 * 60,
} as const;

/** Suggested interest tags; any short tag is accepted. */
export const INTEREST_TAGS = [
  'cooking', 'hiking', 'music', 'reading', 'sports', 'travel', 'photography', 'gaming',
  'gardening', 'yoga', 'swimming', 'art', 'film', 'knitting', 'cycling', 'running',
] as const; // prettier-ignore
export const MAX_INTERESTS = 20;
export const ABOUT_MAX_LENGTH = 2000;
export const CORENTER_SUGGESTIONS_LIMIT = 10;
