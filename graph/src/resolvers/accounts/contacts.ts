import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

type ContactMutations = Pick<
  MutationResolvers,
  | 'addEmailAddress'
  | 'deleteEmailAddress'
  | 'resendEmailConfirmation'
  | 'confirmEmail'
  | 'addPhone'
  | 'deletePhone'
  | 'sendPhoneVerificationCode'
  | 'verifyPhone'
>;

/** E-mail addresses and phones. Changes answer with the owner too, so caches update. */
export const ContactMutation: ContactMutations = {
  addEmailAddress: async (_root, { input }, { dataSources }) => {
    const userId = toRestId(input.userId, 'userId');
    const emailAddress = await dataSources.accounts.addEmailAddress(userId, input.email);
    dataSources.accounts.users.clear(userId);
    return { emailAddress, userId };
  },

  deleteEmailAddress: async (_root, { input }, { dataSources }) => {
    const userId = toRestId(input.userId, 'userId');
    const deletedId = toRestId(input.id);
    await dataSources.accounts.deleteEmailAddress(deletedId);
    dataSources.accounts.users.clear(userId);
    return { deletedId, userId };
  },

  resendEmailConfirmation: async (_root, { input }, { dataSources }) => {
    await dataSources.accounts.resendEmailConfirmation(toRestId(input.id));
    return { ok: true };
  },

  confirmEmail: (_root, { input }, { dataSources }) =>
    dataSources.accounts.confirmEmail(input.token),

  addPhone: async (_root, { input }, { dataSources }) => {
    const userId = toRestId(input.userId, 'userId');
    const countryCode = (input.countryCode ?? '354').replace(/^\+/, '');
    const phone = await dataSources.accounts.addPhone(userId, countryCode, input.number);
    dataSources.accounts.users.clear(userId);
    return { phone, userId };
  },

  deletePhone: async (_root, { input }, { dataSources }) => {
    const userId = toRestId(input.userId, 'userId');
    const deletedId = toRestId(input.id);
    await dataSources.accounts.deletePhone(deletedId);
    dataSources.accounts.users.clear(userId);
    return { deletedId, userId };
  },

  sendPhoneVerificationCode: async (_root, { input }, { dataSources }) => {
    const phoneId = toRestId(input.phoneId, 'phoneId');
    const challenge = await dataSources.accounts.sendPhoneVerificationCode(phoneId);
    return { ...challenge, phoneId };
  },

  verifyPhone: (_root, { input }, { dataSources }) =>
    dataSources.accounts.verifyPhone(toRestId(input.phoneId, 'phoneId'), input.code),
};
