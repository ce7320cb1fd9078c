import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.js';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** A domain folder's schema.graphql, then its other .graphql files (`extend type`) by name. */
function readDomain(dir: string): string[] {
  const extras = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql') && name !== 'schema.graphql')
    .sort();
  return ['schema.graphql', ...extras].map((name) => readFileSync(`${dir}/${name}`, 'utf8'));
}

/** schema/base first, then every domain folder in name order: the same set codegen reads. */
export function readTypeDefs(dir = SCHEMA_DIR): string[] {
  const domains = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'base')
    .map((entry) => entry.name)
    .sort();
  return ['base', ...domains].flatMap((name) => readDomain(`${dir}/${name}`));
}

let cached: GraphQLSchema | undefined;

/** Built once per process: no per-request schema work. */
export function getSchema(): GraphQLSchema {
  cached ??= makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers });
  return cached;
}
