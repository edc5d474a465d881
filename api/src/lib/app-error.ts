/** Every failure the API reports on purpose, by code; the error handler maps codes to HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  WEAK_PASSWORD: 400,
  INVALID_OTP: 400,
  INVALID_RESET_TOKEN: 400,
  // POST /api/v1/jobs without a usable Idempotency-Key header.
  IDEMPOTENCY_KEY_REQUIRED: 400,
  // Jobs: the start code given at the door is not the job's.
  WRONG_START_CODE: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  // Sign-in past an account's limit of failed sign-ins: the password and an emailed code are needed.
  SIGN_IN_CODE_REQUIRED: 401,
  // Payments: a webhook whose x-paystack-signature is not Paystack's HMAC of its raw body.
  INVALID_SIGNATURE: 401,
  // Ops: a staff member's session has not entered an authenticator code, or its 12 hours are over.
  TOTP_REQUIRED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  // Sign-in: an operator suspended the account (the message says why).
  ACCOUNT_SUSPENDED: 403,
  // Booking, or sending an Aboki to review, before the profile's phone is verified (issue 27).
  PHONE_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  // Booking: another job of the Aboki holds that time (the database's exclusion constraint said so).
  SLOT_TAKEN: 409,
  // The first request with this Idempotency-Key is still running.
  IDEMPOTENCY_IN_PROGRESS: 409,
  // Jobs: the action is not allowed from the job's status by this person (the transition table).
  INVALID_TRANSITION: 409,
  // Reviews: the job already has its review.
  ALREADY_REVIEWED: 409,
  // The cash check: the User has already said what they paid for this job.
  CASH_ALREADY_CONFIRMED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Well-formed, but the thing is not complete enough for the action (publishing an Aboki).
  NOT_READY: 422,
  // Booking: the Aboki is not free then or there (outside hours, time off, area, too soon or far).
  NOT_AVAILABLE: 422,
  // The Idempotency-Key was used for a different request body.
  IDEMPOTENCY_KEY_REUSED: 422,
  // Jobs: the action's time has not come (start before 30 min ahead, no-show before 30 min after).
  TOO_EARLY: 422,
  // Reviews: the job is not reviewable (not completed, or past the 14 days).
  NOT_REVIEWABLE: 422,
  // The cash check: cash that is not what the User owes, recorded without the agent's reason.
  CASH_DIFFERENCE_UNCONFIRMED: 422,
  // The cash check: not a completed cash job, or past the days its User may say what they paid.
  CASH_NOT_CONFIRMABLE: 422,
  // Payments: card and transfer are off (production without a Paystack key).
  PAYMENT_METHOD_UNAVAILABLE: 422,
  // Payments: a User with 3 late cancellations in 30 days must pay by card or transfer.
  PREPAYMENT_REQUIRED: 422,
  // Payments: the unpaid booking's 30-minute hold ran out; the slot was freed.
  PAYMENT_EXPIRED: 422,
  // Payouts: the bank has no such account (Paystack could not resolve its name).
  BANK_ACCOUNT_NOT_FOUND: 422,
  // Payouts: changing the payout account needs the agent's password, right.
  PASSWORD_REQUIRED: 422,
  // Ops: approving an Aboki whose guarantor is not confirmed, or whose ID check did not match
  // without an operator's written override.
  REVIEW_INCOMPLETE: 422,
  // Ops: a wrong or already-used authenticator code.
  INVALID_TOTP: 422,
  // Jobs: 5 wrong start codes lock starting for 15 minutes; Retry-After says how long.
  START_CODE_LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // Payments: Paystack could not be reached; nothing was booked or charged.
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
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

/** A 400 naming each bad field: `fields` for forms, the message for everyone else ("field: text; …"). */
export function validationError(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_ERROR', validationMessage(Object.values(fields)), { fields });
}

/**
 * A validation error's message from its fields' texts, in plain words (the page shows it as it is;
 * every language says it this way, plugins/language.ts): one text as it is, several as sentences.
 * Which field each text is about is in `fields`, by key, never in the message.
 */
export function validationMessage(texts: readonly string[]): string {
  if (texts.length === 1) return texts[0]!;
  return texts.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');
}
