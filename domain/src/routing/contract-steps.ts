/** SPEC 2: the rental contract edit steps; property is the default, preview is the signing step. */
export const CONTRACT_STEPS = [
  'property',
  'amenities',
  'period',
  'parties',
  'rent-and-securities',
  'utilities',
  'payments',
  'house-rules',
  'reports-and-documents',
  'special-terms',
  'preview',
  'maintenance-and-inspection',
] as const;
export type ContractStep = (typeof CONTRACT_STEPS)[number];
export const DEFAULT_CONTRACT_STEP: ContractStep = 'property';
export const CONTRACT_SIGNING_STEP: ContractStep = 'preview';

export function isContractStep(name: unknown): name is ContractStep {
  return typeof name === 'string' && (CONTRACT_STEPS as readonly string[]).includes(name);
}

/** SPEC 8: an invalid contract step name is an error with this text. */
export function assertContractStep(name: string): ContractStep {
  if (!isContractStep(name)) throw new Error(`Invalid step name: ${name}`);
  return name;
}
