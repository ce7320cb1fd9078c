import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { withFieldRenames } from '../../errors.js';
import { underInputField } from '../listings/inputs.js';
import { toRestId } from '../ids.js';
import { toEducationBody, toEmployerBody, toPetBody } from './inputs.js';
import { getMyProfile, getMyUserId } from './source.js';

type SectionMutations = Pick<
  MutationResolvers,
  | 'updateRentalProfile'
  | 'addInterest'
  | 'removeInterests'
  | 'addChild'
  | 'updateChild'
  | 'deleteChild'
  | 'addPet'
  | 'updatePet'
  | 'deletePet'
  | 'deletePetPhoto'
  | 'addEmployer'
  | 'updateEmployer'
  | 'deleteEmployer'
  | 'addEducation'
  | 'updateEducation'
  | 'deleteEducation'
  | 'setCurrentlyBased'
  | 'clearCurrentlyBased'
  | 'deleteCoverPhoto'
  | 'deleteAttachment'
>;

type Deletable = 'children' | 'pets' | 'employers' | 'educations' | 'pet-photos' | 'attachments';

/**
 * Adding or removing an item changes the profile's completion, so those answer with the profile
 * read anew (the item's call plus one read); changing an item answers with the item.
 */
function deleteThen(kind: Deletable): SectionMutations['deleteChild'] {
  return async (_root, { input }, ctx) => {
    await ctx.dataSources.profiles.deleteItem(kind, toRestId(input.id));
    return getMyProfile(ctx);
  };
}

export const SectionMutation: SectionMutations = {
  updateRentalProfile: async (_root, { input }, ctx) => {
    const body: { about?: string | null; is_smoker?: boolean | null } = {};
    if (input.about !== undefined) body.about = input.about;
    if (input.isSmoker !== undefined) body.is_smoker = input.isSmoker;
    return ctx.dataSources.profiles.updateProfile(await getMyUserId(ctx), body);
  },

  addInterest: async (_root, { input }, { dataSources }) => {
    const call = dataSources.profiles.addInterest(input.username, input.tag);
    await withFieldRenames(call, { interestTag: 'tag' });
    return dataSources.profiles.getProfile(input.username);
  },
  removeInterests: async (_root, { input }, { dataSources }) => {
    const ids = input.ids.map((id) => toRestId(id, 'ids'));
    await dataSources.profiles.removeInterests(input.username, ids);
    return dataSources.profiles.getProfile(input.username);
  },

  addChild: async (_root, { input }, { dataSources }) => {
    await dataSources.profiles.addChild(input.username, {
      birth_year: input.birthYear,
      shared_custody: input.sharedCustody ?? false,
    });
    return dataSources.profiles.getProfile(input.username);
  },
  updateChild: (_root, { input }, { dataSources }) =>
    dataSources.profiles.updateChild(toRestId(input.id), {
      ...(input.birthYear != null ? { birth_year: input.birthYear } : {}),
      ...(input.sharedCustody != null ? { shared_custody: input.sharedCustody } : {}),
    }),
  deleteChild: deleteThen('children'),

  addPet: async (_root, { input }, { dataSources }) => {
    await underInputField('pet', dataSources.profiles.addPet(input.username, toPetBody(input.pet)));
    return dataSources.profiles.getProfile(input.username);
  },
  updatePet: (_root, { input }, { dataSources }) =>
    underInputField(
      'pet',
      dataSources.profiles.updatePet(toRestId(input.id), toPetBody(input.pet)),
    ),
  deletePet: deleteThen('pets'),
  deletePetPhoto: deleteThen('pet-photos'),

  addEmployer: async (_root, { input }, { dataSources }) => {
    const body = toEmployerBody(input.employer);
    await underInputField('employer', dataSources.profiles.addEmployer(input.username, body));
    return dataSources.profiles.getProfile(input.username);
  },
  updateEmployer: (_root, { input }, { dataSources }) =>
    underInputField(
      'employer',
      dataSources.profiles.updateEmployer(toRestId(input.id), toEmployerBody(input.employer)),
    ),
  deleteEmployer: deleteThen('employers'),

  addEducation: async (_root, { input }, { dataSources }) => {
    const body = toEducationBody(input.education);
    await underInputField('education', dataSources.profiles.addEducation(input.username, body));
    return dataSources.profiles.getProfile(input.username);
  },
  updateEducation: (_root, { input }, { dataSources }) =>
    underInputField(
      'education',
      dataSources.profiles.updateEducation(toRestId(input.id), toEducationBody(input.education)),
    ),
  deleteEducation: deleteThen('educations'),

  setCurrentlyBased: (_root, { input }, { dataSources }) =>
    dataSources.profiles.setCurrentlyBased(input.username, input.placeId),
  clearCurrentlyBased: (_root, { input }, { dataSources }) =>
    dataSources.profiles.clearCurrentlyBased(input.username),

  deleteCoverPhoto: async (_root, { input }, { dataSources }) => {
    await dataSources.profiles.deleteCoverPhoto(input.username);
    return dataSources.profiles.getProfile(input.username);
  },
  deleteAttachment: deleteThen('attachments'),
};
