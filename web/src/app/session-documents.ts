/**
 * The documents restoring a session needs, as one module that session.ts loads with import():
 * importing the generated module itself would load every document (see plugins/graphql-documents.ts).
 */
export { MeDocument, SessionUserFragmentDoc } from '../__generated__/graphql';
