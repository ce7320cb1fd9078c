import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import type { GraphContext } from './context.js';

/** Limits of a public endpoint; first-party operations stay well inside them. */
export const LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxDirectives: 20,
  maxCost: 5_000,
  /**
   * One per field, fields inside a paged list once per item the page may hold (pageSize or the
   * list's default): a page of 100 listings with 40 fields is about 4,000.
   */
  maxListCost: 5_000,
  /** Items all the paged lists of one operation may hold together: five full pages. */
  maxListItems: 500,
} as const;

/** The list-cost limits (plugins/list-cost.ts), as Apollo's plugin and the trusted executor apply them. */
export const LIST_COST_LIMITS = {
  maxCost: LIMITS.maxListCost,
  maxItems: LIMITS.maxListItems,
} as const;

export type Armor = {
  plugins: ApolloServerPlugin<GraphContext>[];
  validationRules: ValidationRule[];
};

export function createArmor(isProduction: boolean): Armor {
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: LIMITS.maxAliases },
    // graphql-armor checks tokens in a hook whose error Apollo answers with 500: graphql's own
    // parser limit (parseOptions in server.ts) answers 400 GRAPHQL_PARSE_FAILED instead.
    maxTokens: { enabled: false },
    maxDirectives: { n: LIMITS.maxDirectives },
    costLimit: { maxCost: LIMITS.maxCost, ignoreIntrospection: true },
    // Suggestions ("Did you mean ...") leak the schema: masked in production only.
    blockFieldSuggestion: { enabled: isProduction },
  });
  const { plugins, validationRules } = armor.protect();
  // graphql-armor types its plugins against Apollo's CommonJS build; they are the same at runtime.
  return { plugins: plugins as unknown as ApolloServerPlugin<GraphContext>[], validationRules };
}
