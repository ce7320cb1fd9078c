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
} as const;

export type Armor = {
  plugins: ApolloServerPlugin<GraphContext>[];
  validationRules: ValidationRule[];
};

export function createArmor(isProduction: boolean): Armor {
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: LIMITS.maxAliases },
    maxTokens: { n: LIMITS.maxTokens },
    maxDirectives: { n: LIMITS.maxDirectives },
    costLimit: { maxCost: LIMITS.maxCost, ignoreIntrospection: true },
    // Suggestions ("Did you mean ...") leak the schema: masked in production only.
    blockFieldSuggestion: { enabled: isProduction },
  });
  const { plugins, validationRules } = armor.protect();
  // graphql-armor types its plugins against Apollo's CommonJS build; they are the same at runtime.
  return { plugins: plugins as unknown as ApolloServerPlugin<GraphContext>[], validationRules };
}
