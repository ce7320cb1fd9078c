import { ErrorLink } from '@apollo/client/link/error';
import { describeGraphError, type GraphErrorInfo } from './errors.js';

export type ErrorReport = GraphErrorInfo & { operationName: string | undefined };

/** Hands every failure to the app as a translatable code (toasts, sign-in prompts, logs). */
export function createErrorLink(onError: (report: ErrorReport) => void): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    onError({ ...describeGraphError(error), operationName: operation.operationName });
  });
}
