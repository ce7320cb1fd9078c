import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import type { UserPatch } from '../../rest/accounts.js';
import { toRestId } from '../ids.js';

type UserMutations = Pick<
  MutationResolvers,
  | 'updateUser'
  | 'refreshUserEntity'
  | 'setPrimaryLanguage'
  | 'setPrimaryPhone'
  | 'changePassword'
  | 'deleteAccount'
  | 'startMobileLoginActivation'
>;

export const UserMutation: UserMutations = {
  updateUser: (_root, { input }, { dataSources }) => {
    const patch: UserPatch = {};
    if (input.fullName != null) patch.full_name = input.fullName;
    // SPEC 5: a null birth date is left out of the update.
    if (input.birthDate != null) patch.birth_date = input.birthDate;
    if (input.userType != null) patch.user_type = input.userType;
    if (input.email != null) patch.email = input.email;
    if (input.primaryPhoneId != null) {
      patch.primary_phone_id = toRestId(input.primaryPhoneId, 'primaryPhoneId');
    }
    return dataSources.accounts.updateUser(toRestId(input.id), patch);
  },

  refreshUserEntity: (_root, { input }, { dataSources }) =>
    dataSources.accounts.refreshUserEntity(toRestId(input.userId, 'userId')),

  setPrimaryLanguage: (_root, { input }, { dataSources }) =>
    dataSources.accounts.setPrimaryLanguage(toRestId(input.userId, 'userId'), input.language),

  setPrimaryPhone: (_root, { input }, { dataSources }) =>
    dataSources.accounts.updateUser(toRestId(input.userId, 'userId'), {
      primary_phone_id: toRestId(input.phoneId, 'phoneId'),
    }),

  changePassword: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.userId, 'userId');
    await dataSources.accounts.changePassword(id, input.oldPassword, input.newPassword);
    return { ok: true };
  },

  deleteAccount: async (_root, { input }, { dataSources, session }) => {
    await dataSources.accounts.deleteUser(toRestId(input.userId, 'userId'));
    session.clear();
    return { ok: true };
  },

  startMobileLoginActivation: (_root, { input }, { dataSources }) =>
    dataSources.accounts.startMobileLoginActivation(toRestId(input.userId, 'userId'), input.phone),
};
