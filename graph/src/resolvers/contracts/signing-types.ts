import type {
  ContractESignatureResolvers,
  ContractPdfResolvers,
  ContractSignerResolvers,
  ContractSigningProcessResolvers,
  HmsSubmissionAttemptResolvers,
  HmsSubmissionContractResolvers,
  HmsSubmissionPageResolvers,
  HmsSubmissionResolvers,
  PrivateNoteResolvers,
  SpecialTermResolvers,
} from '../../__generated__/resolvers-types.js';

export const ContractESignature: ContractESignatureResolvers = {
  viewerCanSign: (s) => s.viewer_can_sign,
};

export const ContractSigningProcess: ContractSigningProcessResolvers = {
  createdAt: (p) => p.created_at,
  expiresAt: (p) => p.expires_at,
  endedAt: (p) => p.ended_at,
};

export const ContractSigner: ContractSignerResolvers = {
  signedAt: (s) => s.signed_at,
  lastRemindedAt: (s) => s.last_reminded_at,
};

export const ContractPdf: ContractPdfResolvers = {
  contentType: (p) => p.content_type,
};

export const HmsSubmission: HmsSubmissionResolvers = {
  maxAttempts: (s) => s.max_attempts,
  nextAttemptAt: (s) => s.next_attempt_at,
  lastError: (s) => s.last_error,
  rejectionErrors: (s) =>
    Object.entries(s.rejection_errors ?? {}).map(([field, code]) => ({ field, code })),
  registrationNumber: (s) => s.registration_number,
  registeredAt: (s) => s.registered_at,
  createdAt: (s) => s.created_at,
  attemptsHistory: (s) => ('attempts_history' in s ? s.attempts_history : []),
};

export const HmsSubmissionContract: HmsSubmissionContractResolvers = {
  street: (c) => c.address?.street ?? null,
  postalCode: (c) => c.address?.postal_code ?? null,
};

export const HmsSubmissionAttempt: HmsSubmissionAttemptResolvers = {
  registrationNumber: (a) => a.registration_number,
  startedAt: (a) => a.started_at,
  finishedAt: (a) => a.finished_at,
};

export const HmsSubmissionPage: HmsSubmissionPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export const SpecialTerm: SpecialTermResolvers = {
  templateId: (t) => (t.template_id === null ? null : String(t.template_id)),
  createdAt: (t) => t.created_at,
  updatedAt: (t) => t.updated_at,
};

export const PrivateNote: PrivateNoteResolvers = {
  createdAt: (n) => n.created_at,
  updatedAt: (n) => n.updated_at,
};

/** Enum resolvers: the REST value of each GraphQL enum value. */
export {
  ContractPdfLanguage,
  ContractSignerStatus,
  ContractSigningStatus,
  HmsAttemptOutcome,
  HmsSubmissionStatus,
} from '../../rest/contract-signing-types.js';
