/** Errors in the shape ARCHITECTURE.md names: { detail, code, fields? } with the right status. */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, fields?: FieldErrors, code = 'validation_error') =>
  new ApiError(400, code, detail, fields);
export const unauthorized = (
  detail = 'Authentication credentials were not provided.',
  code = 'not_authenticated',
) => new ApiError(401, code, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new ApiError(403, 'forbidden', detail);
export const notFound = (detail = 'Not found.') => new ApiError(404, 'not_found', detail);
export const conflict = (detail: string, code = 'conflict', fields?: FieldErrors) =>
  new ApiError(409, code, detail, fields);
export const unprocessable = (detail: string, code: string, fields?: FieldErrors) =>
  new ApiError(422, code, detail, fields);
export const tooManyRequests = (
  retryAfterSeconds: number,
  detail = 'Too many attempts. Try again later.',
) =>
  new ApiError(429, 'rate_limited', detail, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
