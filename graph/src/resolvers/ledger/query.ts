import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';

const PAGE_SIZE = 20;

export const LedgerQuery: Pick<QueryResolvers, 'ledgerReconciliations'> = {
  ledgerReconciliations: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZE);
    const rest = await dataSources.ledger.listReconciliations(paging);
    return { kind: 'LedgerReconciliationPage', ...paging, rest };
  },
};

export const LedgerMutation: Pick<MutationResolvers, 'runLedgerReconciliation'> = {
  runLedgerReconciliation: (_root, _args, { dataSources }) =>
    dataSources.ledger.runReconciliation(),
};
