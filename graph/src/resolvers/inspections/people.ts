import type {
  InspectionUserResolvers,
  MutationResolvers,
} from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

/** A person's phones and e-mails, as the contract's parties have them. */
export const InspectionUserContacts: Pick<InspectionUserResolvers, 'phones' | 'emails'> = {
  phones: (u) => u.phones,
  emails: (u) => u.emails,
};

/** Adding, changing or removing a person is one REST call; the report is then read again. */
export const InspectionPeopleMutation: Pick<
  MutationResolvers,
  'addInspectionUser' | 'updateInspectionUser' | 'removeInspectionUser'
> = {
  addInspectionUser: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionSteps.addUser(id, {
      role: input.role,
      name: input.name,
      ...(input.isIndividual != null ? { is_individual: input.isIndividual } : {}),
      phones: (input.phones ?? []).map((p) => ({ country_code: p.countryCode, number: p.number })),
      emails: (input.emails ?? []).map((e) => ({ email: e.email })),
    });
    return dataSources.inspections.report(id);
  },
  updateInspectionUser: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    // Only what is given is sent: a field left out (or null) stays as it is.
    await dataSources.inspectionSteps.updateUser(id, toRestId(input.userId, 'userId'), {
      ...(input.name != null ? { name: input.name } : {}),
      ...(input.isIndividual != null ? { is_individual: input.isIndividual } : {}),
      ...(input.phones != null
        ? { phones: input.phones.map((p) => ({ country_code: p.countryCode, number: p.number })) }
        : {}),
      ...(input.emails != null ? { emails: input.emails.map((e) => ({ email: e.email })) } : {}),
    });
    return dataSources.inspections.report(id);
  },
  removeInspectionUser: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.reportId, 'reportId');
    await dataSources.inspectionSteps.removeUser(id, toRestId(input.userId, 'userId'));
    return dataSources.inspections.report(id);
  },
};
