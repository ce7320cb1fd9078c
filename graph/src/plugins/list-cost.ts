import type { ApolloServerPlugin } from '@apollo/server';
import {
  CONVERSATION_SUMMARIES_PAGE_SIZE,
  CONVERSATIONS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  TIMELINE_PAGE_SIZE,
} from '@leiga/domain';
import {
  GraphQLError,
  Kind,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { GraphContext } from '../context.js';

/**
 * The page size a paged field (one with a `pageSize` argument) uses when the caller gives none:
 * the defaults the resolvers pass to toPaging, by schema coordinate. A paged field missing here
 * is weighed at the largest page, so a new list is never cheaper than it is.
 */
export const DEFAULT_PAGE_SIZES: Readonly<Record<string, number>> = {
  'Query.listings': PAGE_SIZES.listings,
  'Query.likedListings': PAGE_SIZES.likedListings,
  'Query.myListings': PAGE_SIZES.listings,
  'Query.userListings': PAGE_SIZES.listings,
  'Query.savedSearches': PAGE_SIZES.default,
  'Query.adminListings': PAGE_SIZES.listings,
  'Query.publishRequests': PAGE_SIZES.default,
  'Query.listingPublishes': PAGE_SIZES.default,
  'Query.users': PAGE_SIZES.default,
  'Query.myApplications': PAGE_SIZES.tenantRentalApplications,
  'Query.landlordApplications': PAGE_SIZES.landlordRentalApplications,
  'Query.contracts': PAGE_SIZES.contracts,
  'Query.propertyRegistry': PAGE_SIZES.propertyRegistry,
  'Query.adminPreApprovals': PAGE_SIZES.default,
  'Query.creditScoreUpdateRequests': PAGE_SIZES.default,
  'Query.indexValues': PAGE_SIZES.indexValues,
  'Query.myInspectionReports': PAGE_SIZES.inspections,
  'User.listings': PAGE_SIZES.listings,
  'Query.conversations': CONVERSATIONS_PAGE_SIZE,
  'Conversation.messages': PAGE_SIZES.messages,
  'Query.myNotifications': PAGE_SIZES.notifications,
  'Conversation.timeline': TIMELINE_PAGE_SIZE,
  'Query.adminUserConversations': CONVERSATIONS_PAGE_SIZE,
  'Query.listingConversations': CONVERSATIONS_PAGE_SIZE,
  'Query.conversationSummaries': CONVERSATION_SUMMARIES_PAGE_SIZE,
};

type Walk = {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  defaults: Map<string, ValueNode>;
};

function intOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** How many items a field's list holds at most: its page size, 1 for any other field. */
function multiplierOf(
  node: FieldNode,
  field: GraphQLField<unknown, unknown>,
  parent: GraphQLCompositeType,
  walk: Walk,
): number {
  const definition = field.args.find((a) => a.name === 'pageSize');
  if (!definition) return 1;
  const arg = node.arguments?.find((a) => a.name.value === 'pageSize')?.value;
  let size: number | null = null;
  if (arg?.kind === Kind.INT) size = Number.parseInt(arg.value, 10);
  else if (arg?.kind === Kind.VARIABLE) {
    const name = arg.name.value;
    const fallback = walk.defaults.get(name);
    if (name in walk.variables) size = intOf(walk.variables[name]);
    else if (fallback?.kind === Kind.INT) size = Number.parseInt(fallback.value, 10);
  }
  const chosen =
    size ??
    intOf(definition.defaultValue) ??
    DEFAULT_PAGE_SIZES[`${parent.name}.${field.name}`] ??
    MAX_PAGE_SIZE;
  // Sizes out of range are refused by the resolvers; weigh them at the most.
  return chosen >= 1 && chosen <= MAX_PAGE_SIZE ? chosen : MAX_PAGE_SIZE;
}

type Cost = { cost: number; items: number };

function add(a: Cost, b: Cost, times = 1): Cost {
  return { cost: a.cost + times * b.cost, items: a.items + times * b.items };
}

function selectionCost(
  set: SelectionSetNode,
  parent: GraphQLCompositeType,
  walk: Walk,
  seen: ReadonlySet<string>,
): Cost {
  let total: Cost = { cost: 0, items: 0 };
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name.startsWith('__')) continue;
      const field =
        isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
      if (!field) continue;
      const type = getNamedType(field.type);
      const children =
        selection.selectionSet && isCompositeType(type)
          ? selectionCost(selection.selectionSet, type, walk, seen)
          : { cost: 0, items: 0 };
      const isPaged = field.args.some((a) => a.name === 'pageSize');
      const size = multiplierOf(selection, field, parent, walk);
      total = add(total, { cost: 1, items: isPaged ? size : 0 });
      total = add(total, children, size);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : parent;
      if (type && isCompositeType(type)) {
        total = add(total, selectionCost(selection.selectionSet, type, walk, seen));
      }
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value);
      if (type && isCompositeType(type)) {
        total = add(
          total,
          selectionCost(fragment.selectionSet, type, walk, new Set([...seen, name])),
        );
      }
    }
  }
  return total;
}

/**
 * The cost of an operation: one per field, each field inside a paged list counted once per item
 * the page may hold (`pageSize`, or the list's default page size), nested lists multiplied; and
 * how many list items it may fetch in all.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Cost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const defaults = new Map<string, ValueNode>();
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue);
  }
  const root = schema.getRootType(operation.operation);
  if (!root) return { cost: 0, items: 0 };
  return selectionCost(
    operation.selectionSet,
    root,
    { schema, fragments, variables, defaults },
    new Set(),
  );
}

export type CostLimits = { maxCost: number; maxItems: number };

export function costLimitExceeded(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'GRAPHQL_VALIDATION_FAILED',
      reason: 'cost_limit_exceeded',
      http: { status: 400 },
    },
  });
}

/** Distinct variable sets remembered per document before its memo starts again. */
const MEMO_PER_DOCUMENT = 64;
const MAX_MEMO_KEY = 1_024;

/**
 * operationCost remembered per parsed document (Apollo keeps one parsed document per query
 * hash), operation and variables: a first-party operation is weighed once, not on every call.
 */
export function createCostMemo(schema: GraphQLSchema) {
  const memo = new WeakMap<DocumentNode, Map<string, Cost>>();
  return {
    of(
      document: DocumentNode,
      operation: OperationDefinitionNode,
      variables: Record<string, unknown>,
    ): Cost {
      let byKey = memo.get(document);
      if (!byKey) {
        byKey = new Map();
        memo.set(document, byKey);
      }
      const key = `${operation.name?.value ?? ''} ${JSON.stringify(variables)}`;
      // Large inputs (a message, an upload's fields) are weighed afresh rather than kept.
      if (key.length > MAX_MEMO_KEY) return operationCost(schema, document, operation, variables);
      let cost = byKey.get(key);
      if (!cost) {
        cost = operationCost(schema, document, operation, variables);
        if (byKey.size >= MEMO_PER_DOCUMENT) byKey.clear();
        byKey.set(key, cost);
      }
      return cost;
    },
  };
}

/** Refuses operations whose weighted cost (see operationCost) is over the limit, before any call. */
export function listCostPlugin(
  schema: GraphQLSchema,
  { maxCost, maxItems }: CostLimits,
): ApolloServerPlugin<GraphContext> {
  const costs = createCostMemo(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) return;
          const { cost, items } = costs.of(document, operation, request.variables ?? {});
          if (cost > maxCost) {
            throw costLimitExceeded(`Operation cost ${cost} exceeds the limit of ${maxCost}.`);
          }
          if (items > maxItems) {
            throw costLimitExceeded(
              `The operation's lists hold up to ${items} items; at most ${maxItems}.`,
            );
          }
        },
      };
    },
  };
}
