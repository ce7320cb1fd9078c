import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import type { SavedSearchBody } from '../../rest/listings.js';
import { toRestId } from '../ids.js';
import { toSearchFilters, withFieldPaths } from './inputs.js';

type SavedSearchMutations = Pick<
  MutationResolvers,
  'saveSearch' | 'updateSavedSearch' | 'deleteSavedSearch'
>;

/** REST names the filters `filters`; the input names them `filter`, like the search does. */
const renameFilters = <T>(call: Promise<T>) =>
  withFieldPaths(call, (path) => path.replace(/^filters(?=\.|$)/, 'filter'));

export const SavedSearchMutation: SavedSearchMutations = {
  saveSearch: (_root, { input }, { dataSources }) =>
    renameFilters(
      dataSources.listings.createSavedSearch({
        name: input.name,
        filters: toSearchFilters(input.filter),
        is_alert_enabled: input.isAlertEnabled ?? true,
      }),
    ),

  updateSavedSearch: (_root, { input }, { dataSources }) => {
    const body: SavedSearchBody = {};
    if (input.name != null) body.name = input.name;
    if (input.filter != null) body.filters = toSearchFilters(input.filter);
    if (input.isAlertEnabled != null) body.is_alert_enabled = input.isAlertEnabled;
    return renameFilters(dataSources.listings.updateSavedSearch(toRestId(input.id), body));
  },

  deleteSavedSearch: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    await dataSources.listings.deleteSavedSearch(id);
    return { deletedId: id };
  },
};
