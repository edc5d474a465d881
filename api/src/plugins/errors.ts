import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES } from 'shared/api-messages';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, validationMessage, type ErrorCode } from '../lib/app-error.js';

/** Fastify's own failures that a client caused, by Fastify error code. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: API_MESSAGES.bodyTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: API_MESSAGES.sendJson,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: API_MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: API_MESSAGES.emptyJson },
  // Raised by the router before any handler runs (see frameworkErrors below).
  FST_ERR_BAD_URL: { code: 'NOT_FOUND', message: API_MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'NOT_FOUND', message: API_MESSAGES.urlPartTooLong },
};

/**
 * SQLSTATEs that mean "the database is too busy or going away", not "this request is wrong":
 * statement_timeout (57014), idle-in-transaction timeout (25P03), shutdown (57P01–57P03), too many
 * connections (53300), and lost connections (class 08).
 */
const DATABASE_BUSY = /^(57014|25P03|57P0[123]|53300|08...)$/;
/** node-postgres' own timeouts: query_timeout, connectionTimeoutMillis, a connection cut meanwhile. */
const CLIENT_TIMEOUT =
  /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Connection terminated unexpectedly)$/;
const BUSY_RETRY_AFTER_SECONDS = 5;

/** True when `error` or one of its causes says the database timed out or is unavailable. */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && DATABASE_BUSY.test(code)) return true;
  if (typeof message === 'string' && CLIENT_TIMEOUT.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

interface Failure {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** One error model: every failure leaves as `{ success: false, message, error, requestId }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = describe(error);
    if (ERROR_STATUS[failure.code] >= 500) request.log.error({ err: error }, 'request failed');
    send(request, reply, failure);
  });

  app.setNotFoundHandler((request, reply) => {
    send(request, reply, {
      code: 'NOT_FOUND',
      message: API_MESSAGES.noRoute({ method: request.method, path: request.url.split('?')[0] ?? '' }),
    });
  });
});

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path segment that is not valid
 * percent-encoded UTF-8, a parameter over the router's length limit) bypass the error handler and
 * would leave in Fastify's shape, not ours. They name no resource, so they are 404s in the envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  send(request, reply, describe(error));
}

function send(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  if (failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
  void reply.status(ERROR_STATUS[failure.code]).send({
    success: false,
    message: failure.message,
    error: failure.code,
    requestId: request.id,
    ...(failure.fields ? { fields: failure.fields } : {}),
  });
}

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: unknown;
  message?: string;
}

function describe(error: FastifyError): Failure {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, ...error.options };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // No prototype: a field called `__proto__` (a query string can name one) is then a field like
    // any other, where on `{}` assigning it set the prototype and the message came out empty.
    const fields = Object.create(null) as Record<string, string>;
    // The provider's issue type does not resolve under NodeNext (zod/v4/core): name the fields read.
    const issues: readonly ValidationIssue[] = error.validation;
    for (const issue of issues) {
      const prefix = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      if (issue.keyword === 'unrecognized_keys') {
        for (const key of (issue.params as { keys?: string[] }).keys ?? []) {
          const field = prefix ? `${prefix}.${key}` : key;
          fields[field] = API_MESSAGES.unknownField({ field });
        }
        continue;
      }
      const field = prefix || error.validationContext || 'body';
      const missing = issue.keyword === 'invalid_type' && issue.message?.endsWith('received undefined');
      fields[field] ??= missing
        ? API_MESSAGES.fieldRequired({ field })
        : (issue.message ?? API_MESSAGES.invalidValue);
    }
    // Which field each text is about is in `fields`, by key, for the page to show beside its control.
    return { code: 'VALIDATION_ERROR', message: validationMessage(Object.values(fields)), fields };
  }
  const framework = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (framework) return framework;
  if (error.statusCode === 404) return { code: 'NOT_FOUND', message: error.message };
  if (error.statusCode && error.statusCode < 500) return { code: 'VALIDATION_ERROR', message: error.message };
  // A statement that ran past the timeout, or a database out of reach: the request may well succeed
  // in a moment, so say so (503 with Retry-After) instead of reporting a fault.
  if (isDatabaseUnavailable(error)) {
    return {
      code: 'SERVICE_UNAVAILABLE',
      message: API_MESSAGES.busy,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    };
  }
  return { code: 'INTERNAL_ERROR', message: API_MESSAGES.internalError };
}
