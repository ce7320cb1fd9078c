import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.js';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** schema/base first, then every domain folder in name order: the same set codegen reads. */
export function readTypeDefs(dir = SCHEMA_DIR): string[] {
  const domains = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'base')
    .map((entry) => entry.name)
    .sort();
  return ['base', ...domains].map((name) => readFileSync(`${dir}/${name}/schema.graphql`, 'utf8'));
}

let cached: GraphQLSchema | undefined;

/** Built once per process: no per-request schema work. */
export function getSchema(): GraphQLSchema {
  cached ??= makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers });
  return cached;
}
