import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { enumKey } from '../lib/enums';

export type GraphErrorInfo = {
  code: string | null;
  reason: string | null;
  fields: Record<string, string>;
};

/** Reads `extensions.code`, `extensions.reason` and `extensions.fields` from an Apollo error. */
export function getGraphError(error: unknown): GraphErrorInfo {
  if (!CombinedGraphQLErrors.is(error)) return { code: null, reason: null, fields: {} };
  const first = error.errors[0];
  const ext = (first?.extensions ?? {}) as {
    code?: unknown;
    reason?: unknown;
    fields?: unknown;
  };
  return {
    code: typeof ext.code === 'string' ? ext.code : null,
    reason: typeof ext.reason === 'string' ? ext.reason : null,
    fields:
      ext.fields && typeof ext.fields === 'object' ? (ext.fields as Record<string, string>) : {},
  };
}

/** The message of an error, by reason, then by code, then the generic failure. */
export function translateGraphError(t: TFunction, error: unknown): string {
  const { code, reason } = getGraphError(error);
  const keys = [
    ...(reason ? [`errors.${reason}`] : []),
    ...(code ? [enumKey('errors', code)] : []),
    'errors.something_went_wrong',
  ];
  return t(keys);
}
