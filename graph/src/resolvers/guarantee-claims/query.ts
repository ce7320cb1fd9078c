import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { ClaimRef } from '../../rest/guarantee-claims.js';
import { toRestId } from '../ids.js';

const refOf = (input: { guaranteeId: string; claimId: string }): ClaimRef => ({
  guaranteeId: toRestId(input.guaranteeId, 'guaranteeId'),
  claimId: toRestId(input.claimId, 'claimId'),
});

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

export const GuaranteeClaimsQuery: Pick<
  QueryResolvers,
  'guaranteeClaims' | 'guaranteeClaim' | 'guaranteeMoveOutIssues'
> = {
  guaranteeClaims: (_root, { guaranteeId }, { dataSources }) =>
    dataSources.guaranteeClaims.list(toRestId(guaranteeId, 'guaranteeId')),
  guaranteeClaim: (_root, args, { dataSources }) => dataSources.guaranteeClaims.getOne(refOf(args)),
  guaranteeMoveOutIssues: async (_root, { guaranteeId }, { dataSources }) =>
    (await dataSources.guaranteeClaims.moveOutIssues(toRestId(guaranteeId, 'guaranteeId'))).results,
};

export const GuaranteeClaimsMutation: Pick<
  MutationResolvers,
  | 'createGuaranteeClaim'
  | 'updateGuaranteeClaim'
  | 'deleteGuaranteeClaim'
  | 'saveGuaranteeClaimLine'
  | 'removeGuaranteeClaimLine'
  | 'commitGuaranteeClaim'
  | 'cancelGuaranteeClaim'
  | 'respondToGuaranteeClaim'
  | 'answerGuaranteeClaimRejection'
  | 'recordGuaranteeClaimRuling'
  | 'payGuaranteeClaim'
> = {
  createGuaranteeClaim: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.create(toRestId(input.guaranteeId, 'guaranteeId'), {
      type: input.type,
      ...(present(input.description) ? { description: input.description } : {}),
      ...(input.returnDate === undefined ? {} : { return_date: input.returnDate }),
    }),
  updateGuaranteeClaim: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.update(refOf(input), {
      ...(present(input.description) ? { description: input.description } : {}),
      ...(input.returnDate === undefined ? {} : { return_date: input.returnDate }),
    }),
  deleteGuaranteeClaim: async (_root, { input }, { dataSources }) => {
    await dataSources.guaranteeClaims.remove(refOf(input));
    return input.claimId;
  },
  saveGuaranteeClaimLine: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.saveLine(
      refOf(input),
      present(input.lineId) ? toRestId(input.lineId, 'lineId') : null,
      {
        type: input.type,
        amount: input.amount,
        description: input.description,
        inspection_issue_ids: (input.inspectionIssueIds ?? []).map((id) =>
          toRestId(id, 'inspectionIssueIds'),
        ),
      },
    ),
  removeGuaranteeClaimLine: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.removeLine(refOf(input), toRestId(input.lineId, 'lineId')),
  commitGuaranteeClaim: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.commit(refOf(input), input.confirm),
  cancelGuaranteeClaim: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.cancel(refOf(input)),
  respondToGuaranteeClaim: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.respondAsPrincipal(refOf(input), {
      lines: input.lines.map((l) => ({
        line_id: toRestId(l.lineId, 'lineId'),
        response: l.response,
        ...(present(l.reason) ? { reason: l.reason } : {}),
      })),
    }),
  answerGuaranteeClaimRejection: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.respondAsObligee(refOf(input), input.decision),
  recordGuaranteeClaimRuling: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.rule(refOf(input), {
      body: input.body,
      reference: input.reference,
      awarded_amount: input.awardedAmount,
    }),
  payGuaranteeClaim: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeClaims.pay(refOf(input)),
};
