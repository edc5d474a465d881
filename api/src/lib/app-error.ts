/** Every failure the API reports on purpose, by code; the error handler maps codes to HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  WEAK_PASSWORD: 400,
  INVALID_OTP: 400,
  INVALID_RESET_TOKEN: 400,
  // POST /api/v1/jobs without a usable Idempotency-Key header.
  IDEMPOTENCY_KEY_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  // Booking: another job of the Aboki holds that time (the database's exclusion constraint said so).
  SLOT_TAKEN: 409,
  // The first request with this Idempotency-Key is still running.
  IDEMPOTENCY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Well-formed, but the thing is not complete enough for the action (publishing an Aboki).
  NOT_READY: 422,
  // Booking: the Aboki is not free then or there (outside hours, time off, area, too soon or far).
  NOT_AVAILABLE: 422,
  // The Idempotency-Key was used for a different request body.
  IDEMPOTENCY_KEY_REUSED: 422,
  // The account (not the caller) is locked for a while; Retry-After says how long, a reset ends it.
  ACCOUNT_LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { retryAfterSeconds?: number; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
