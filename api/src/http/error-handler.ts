import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifySchemaValidationError,
} from 'fastify';
import { uniqueViolation } from './db-errors.js';
import { ApiError, type FieldErrors } from './errors.js';

/** A catalogue key: `validation.…`, or a feature namespace's `<namespace>.errors.<key>`. */
const isCatalogueKey = (message: string) =>
  message.startsWith('validation.') || /^[a-z][a-z-]*\.errors\.[a-z0-9_]+$/.test(message);

/** The route validator's issues (http/validation.ts) as { "<path>": message key }. */
function fieldsFromValidation(issues: readonly FastifySchemaValidationError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const message = issue.message ?? 'validation.invalid';
    // zod's own messages (unknown keys, wrong types) are not catalogue keys: name them generically.
    fields[key] ??= isCatalogueKey(message) ? message : 'validation.invalid';
  }
  return fields;
}

/** Every failure leaves as { detail, code, fields? }; internals are logged, never sent. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        detail: error.detail,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (error.validation) {
      return reply.status(400).send({
        detail: 'The request has invalid fields.',
        code: 'validation_error',
        fields: fieldsFromValidation(error.validation),
      });
    }
    if (uniqueViolation(error)) {
      // Two requests raced for the same unique value (an e-mail, a slug): the loser was too late,
      // which is a conflict, not a failure on our side.
      return reply
        .status(409)
        .send({ detail: 'This was just created by another request.', code: 'conflict' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ detail: 'Too many requests. Try again later.', code: 'rate_limited' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const code =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'unsupported_media_type'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'payload_too_large'
            : 'bad_request';
      return reply.status(status).send({ detail: 'The request could not be read.', code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ detail: 'Something went wrong on our side.', code: 'server_error' });
  });
}

/** JSON 404 for unknown api paths; registered inside the /api scope so a host app keeps its own. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      code: 'not_found',
    }),
  );
}

/** Errors of the router itself (an over-long path segment): the api's error shape, not Fastify's. */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply): void {
  void reply
    .status(error.statusCode ?? 400)
    .send({ detail: 'The request could not be read.', code: 'bad_request' });
}
