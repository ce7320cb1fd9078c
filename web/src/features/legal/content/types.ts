/** The legal documents Leiga publishes under /legal/, each in every locale. */
export const LEGAL_DOCUMENTS = ['userTerms', 'privacyPolicy', 'paymentTerms'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

export type LegalSection = {
  /** Anchor of the section (#personal-data), the same in every locale. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
};

export type LegalDocument = {
  title: string;
  /** One paragraph under the title: what the document is and whom it concerns. */
  summary: string;
  sections: readonly LegalSection[];
};

/** One locale's texts: every document, with the same sections in every locale. */
export type LegalTexts = Readonly<Record<LegalDocumentId, LegalDocument>>;

/** When the texts last changed (YYYY-MM-DD); the same for every locale. */
export const LEGAL_UPDATED = '2026-11-23';

/** Who runs the service and where to write, named the same in every locale. */
export const OPERATOR = {
  name: 'Leiga ehf.',
  email: 'leiga@leiga.is',
  privacyEmail: 'personuvernd@leiga.is',
  authorityUrl: 'https://www.personuvernd.is',
  authorityEmail: 'postur@personuvernd.is',
} as const;
