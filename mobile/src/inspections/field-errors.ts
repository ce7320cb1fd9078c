import { describeGraphError } from '@leiga/graph/client';

type SchemaIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** Field -> catalogue key, from the domain's schema (checked on the phone first). */
export function schemaFieldErrors(error: SchemaIssues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
  return fields;
}

/** Field -> catalogue key, from the graph's BAD_USER_INPUT (the api judges it the same way). */
export function graphFieldErrors(error: unknown): Record<string, string> {
  return describeGraphError(error).fields;
}
