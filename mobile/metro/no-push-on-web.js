/**
 * expo-notifications in the web export: the web gets no push, and the app calls none of the module
 * there (mobile/src/notifications checks the platform first), so the module's web code, about
 * 15 KB gzipped, stays out of the bundle. The constants it names stay, for a stray read.
 */
module.exports = {
  DEFAULT_ACTION_IDENTIFIER: 'expo.modules.notifications.actions.DEFAULT',
  AndroidImportance: { DEFAULT: 3 },
};
