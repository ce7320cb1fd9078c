import { PAGE_SIZES } from '@leiga/domain';
import type {
  ContractResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import type { GraphContext } from '../../context.js';
import type { RestContract } from '../../rest/contracts-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

/** A missing submission reads as null, like `contract(id)`. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
      return null;
    throw error;
  }
}

/** The contract after a change that answered something else: read again, once. */
function reloadContract(id: number, { dataSources }: GraphContext): Promise<RestContract> {
  dataSources.contracts.contracts.clear(id);
  return dataSources.contracts.contracts.load(id);
}

/** Contract's signing, registration, terms, notes and PDF fields: one loader call each. */
export const SigningContract: Pick<
  ContractResolvers,
  'eSignature' | 'hmsSubmission' | 'specialTerms' | 'privateNotes' | 'pdf'
> = {
  eSignature: (c, _args, { dataSources }) => dataSources.contractSigning.eSignature.load(c.id),
  hmsSubmission: async (c, _args, { dataSources }) =>
    (await dataSources.contractSigning.hms.load(c.id)).submission,
  specialTerms: async (c, _args, { dataSources }) =>
    (await dataSources.contractSigning.specialTerms.load(c.id)).results,
  privateNotes: async (c, _args, { dataSources }) =>
    (await dataSources.contractSigning.privateNotes.load(c.id)).results,
  pdf: (c, { lang }, { dataSources }) => dataSources.contractSigning.pdf(c.id, lang ?? null),
};

export const ContractSigningQuery: Pick<
  QueryResolvers,
  'specialTermTemplates' | 'hmsSubmissions' | 'hmsSubmission' | 'contractSigningLink'
> = {
  specialTermTemplates: (_root, { language }, { dataSources }) =>
    dataSources.contractSigning.templates(language ?? null),
  hmsSubmissions: async (_root, { status, page }, { dataSources }) => {
    const paging = toPaging(page, null, PAGE_SIZES.contracts);
    const rest = await dataSources.contractSigning.submissions(
      status ?? null,
      paging.page,
      paging.pageSize,
    );
    return { kind: 'HmsSubmissionPage' as const, ...paging, rest };
  },
  hmsSubmission: (_root, { id }, { dataSources }) =>
    orNull(dataSources.contractSigning.submission(toRestId(id))),
  contractSigningLink: (_root, { contractId }, { dataSources }) =>
    dataSources.contractSigning.signingLink(toRestId(contractId, 'contractId')),
};

type SigningMutations = Pick<
  MutationResolvers,
  | 'startContractSigning'
  | 'sendContractSigningReminder'
  | 'cancelContractSigning'
  | 'markContractFullySigned'
  | 'registerContractWithHms'
  | 'addSpecialTerm'
  | 'updateSpecialTerm'
  | 'removeSpecialTerm'
  | 'useSpecialTermTemplate'
  | 'addPrivateNote'
  | 'updatePrivateNote'
  | 'removePrivateNote'
  | 'resubmitHmsSubmission'
>;

/** Each change is one REST call (and a re-read of the contract where the answer is not it). */
export const ContractSigningMutation: SigningMutations = {
  startContractSigning: async (_root, { input, idempotencyKey }, ctx) => {
    const id = toRestId(input.id);
    await ctx.dataSources.contractSigning.startSigning(id, idempotencyKey ?? null);
    return reloadContract(id, ctx);
  },
  sendContractSigningReminder: async (_root, { input }, ctx) => {
    const id = toRestId(input.id);
    await ctx.dataSources.contractSigning.sendReminder(id);
    return reloadContract(id, ctx);
  },
  cancelContractSigning: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    const contract = await dataSources.contractSigning.postContractAction<RestContract>(
      id,
      'cancel-signing',
    );
    dataSources.contracts.contracts.clear(id).prime(id, contract);
    return contract;
  },
  markContractFullySigned: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    const contract = await dataSources.contractSigning.postContractAction<RestContract>(
      id,
      'fully-sign',
    );
    dataSources.contracts.contracts.clear(id).prime(id, contract);
    return contract;
  },
  registerContractWithHms: async (_root, { input }, ctx) => {
    const id = toRestId(input.id);
    await ctx.dataSources.contractSigning.register(id);
    return reloadContract(id, ctx);
  },

  addSpecialTerm: (_root, { input }, { dataSources }) =>
    dataSources.contractSigning.addSpecialTerm(
      toRestId(input.contractId, 'contractId'),
      input.text,
    ),
  updateSpecialTerm: (_root, { input }, { dataSources }) =>
    dataSources.contractSigning.updateSpecialTerm(toRestId(input.id), input.text),
  removeSpecialTerm: async (_root, { id }, { dataSources }) => {
    const restId = toRestId(id);
    await dataSources.contractSigning.removeSpecialTerm(restId);
    return restId;
  },
  useSpecialTermTemplate: (_root, { input }, { dataSources }) =>
    dataSources.contractSigning.useTemplate(
      toRestId(input.templateId, 'templateId'),
      toRestId(input.contractId, 'contractId'),
    ),

  addPrivateNote: (_root, { input }, { dataSources }) =>
    dataSources.contractSigning.addPrivateNote(
      toRestId(input.contractId, 'contractId'),
      input.text,
    ),
  updatePrivateNote: (_root, { input }, { dataSources }) =>
    dataSources.contractSigning.updatePrivateNote(toRestId(input.id), input.text),
  removePrivateNote: async (_root, { id }, { dataSources }) => {
    const restId = toRestId(id);
    await dataSources.contractSigning.removePrivateNote(restId);
    return restId;
  },

  resubmitHmsSubmission: (_root, { id }, { dataSources }) =>
    dataSources.contractSigning.resubmit(toRestId(id)),
};
