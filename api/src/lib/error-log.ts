/**
 * How errors appear in the log. Pino's standard serializer copies every enumerable property of an
 * error, and a failed Drizzle query carries its SQL and its parameters (`params`, and both again in
 * `message` and `stack`): one NUL byte in a sign-up once printed a full argon2 hash to the log.
 * Database errors are therefore reduced to what explains them — the SQLSTATE, the constraint, table
 * and column, the server's routine — and never the query, its parameters or the row (`detail`).
 */

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

/** Fields of a PostgreSQL error (node-postgres' DatabaseError) that name schema, never values. */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;
/** Fields of any other error worth keeping; everything else a library attached is left out. */
const GENERIC_ERROR_FIELDS = ['code', 'statusCode', 'errno', 'syscall'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 5;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';

/** Drizzle's wrapper: `Failed query: <sql>\nparams: <values>`, with `query`, `params` and `cause`. */
const isQueryError = (error: ErrorLike) =>
  error.name === 'DrizzleQueryError' || ('params' in error && 'query' in error);

/**
 * PostgreSQL quotes the offending input in data exceptions (SQLSTATE class 22: `invalid input
 * syntax for type uuid: "…"`); other classes quote only names of tables, columns and constraints.
 */
function databaseMessage(error: ErrorLike): string {
  const code = error.code as string;
  return code.startsWith('22') ? error.message.replace(/"[^"]*"/g, '"[redacted]"') : error.message;
}

/** The stack's frames under a first line we chose, since the original first line repeats the message. */
function stackWith(headline: string, stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

/** Pino `serializers.err`: safe for any error, database or not. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  let type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : 'Error';
  let message: string;
  const fields: Record<string, unknown> = {};
  if (isQueryError(error)) {
    type = 'DrizzleQueryError';
    message = 'Failed query (its text and parameters are left out of the log)';
  } else if (isDatabaseError(error)) {
    type = 'DatabaseError';
    message = databaseMessage(error);
    for (const field of DATABASE_ERROR_FIELDS) if (error[field] !== undefined) fields[field] = error[field];
  } else {
    message = error.message;
    for (const field of GENERIC_ERROR_FIELDS) if (error[field] !== undefined) fields[field] = error[field];
  }
  const serialized: SerializedError = { type, message, ...fields };
  const stack = stackWith(`${type}: ${message}`, error.stack);
  if (stack) serialized.stack = stack;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  if (error instanceof AggregateError && depth < MAX_CAUSE_DEPTH) {
    serialized.errors = error.errors.map((inner: unknown) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/** What a request log line says of a request: never its query string, which can hold cursors, codes or emails. */
interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  remoteAddress?: string;
}

function serializeRequest(request: LoggedRequest) {
  const queryAt = request.url.indexOf('?');
  return {
    method: request.method,
    url: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
    hostname: request.hostname,
    remoteAddress: request.remoteAddress,
  };
}

/** Every logger the API builds uses these serializers (see buildApp); typed as Fastify declares them. */
export const LOG_SERIALIZERS = {
  req: serializeRequest,
  err: (error: Error) =>
    serializeError(error) as { type: string; message: string; stack: string; [field: string]: unknown },
};
