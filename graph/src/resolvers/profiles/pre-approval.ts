import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { badUserInput } from '../../errors.js';
import { toRestId } from '../ids.js';
import { toIncomeBody } from './inputs.js';

type PreApprovalMutations = Pick<
  MutationResolvers,
  | 'initiatePreApproval'
  | 'updatePreApprovalIncomes'
  | 'commitPreApproval'
  | 'uncommitPreApproval'
  | 'renewPreApproval'
  | 'requestCreditScoreUpdate'
  | 'resolveCreditScoreUpdateRequest'
  | 'setVisibility'
  | 'updateVisibilitySetting'
>;

/** A credit lookup rests on the tenant's recorded consent; the api checks it too. */
function assertConsent(consent: boolean): void {
  if (!consent) throw badUserInput('consent', 'validation.consent_required');
}

/** Credit pre-approval (SPEC 4) and the visibility of its sensitive resources (SPEC 6). */
export const PreApprovalMutation: PreApprovalMutations = {
  initiatePreApproval: (_root, { input }, { dataSources }) => {
    assertConsent(input.consent);
    return dataSources.profiles.initiatePreApproval(input.username);
  },
  updatePreApprovalIncomes: (_root, { input }, { dataSources }) =>
    // REST field errors (`incomes.0.net_amount`) name the input's paths once camelCased.
    dataSources.profiles.updateIncomes(toRestId(input.id), input.incomes.map(toIncomeBody)),
  commitPreApproval: (_root, { input }, { dataSources }) =>
    dataSources.profiles.transitionPreApproval(toRestId(input.id), 'commit'),
  uncommitPreApproval: (_root, { input }, { dataSources }) =>
    dataSources.profiles.transitionPreApproval(toRestId(input.id), 'uncommit'),
  renewPreApproval: (_root, { input }, { dataSources }) => {
    assertConsent(input.consent);
    return dataSources.profiles.renewPreApproval(toRestId(input.id));
  },
  requestCreditScoreUpdate: (_root, { input }, { dataSources }) =>
    dataSources.profiles.requestScoreUpdate(
      toRestId(input.preApprovalId, 'preApprovalId'),
      input.reason,
    ),
  resolveCreditScoreUpdateRequest: (_root, { input }, { dataSources }) =>
    dataSources.profiles.resolveUpdateRequest(toRestId(input.id), input.note),

  setVisibility: (_root, { input }, { dataSources }) =>
    dataSources.profiles.setVisibility(input.resource, input.option),
  updateVisibilitySetting: (_root, { input }, { dataSources }) =>
    dataSources.profiles.updateVisibilitySetting(toRestId(input.id), input.option),
};
