import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors api/migrations/*.sql, which are the source of truth for the database itself.
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const services = pgTable('services', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  unit: text('unit', { enum: ['job', 'hour'] }).notNull(),
  basePriceKobo: integer('base_price_kobo').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  ip: text('ip').notNull(),
  ...timestamps,
});

export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  toAddress: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  ...timestamps,
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// Accounts (0002_accounts.sql).
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'AGENT'] }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    // Timed, doubling periods when signing in needs an emailed code too (0003, 0016_sign_in_codes.sql).
    lockCount: integer('lock_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Registered again with another password before verification (0005_contested_sign_up.sql).
    signUpContested: boolean('sign_up_contested').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    // 3 late cancellations in 30 days: prepay from then on (0007_job_lifecycle.sql; Payments enforces).
    mustPrepaySince: timestamp('must_prepay_since', { withTimezone: true }),
    // Set when the person deleted their account: the row is a tombstone (0019_data_rights.sql).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The language its e-mails are written in (0020_user_language.sql).
    language: text('language', { enum: ['en', 'pcm', 'ha', 'yo', 'ig'] })
      .notNull()
      .default('en'),
    // Set by an operator, with the reason the person reads (0022_vetting.sql).
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.id, table.role)],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id').primaryKey(),
    kind: text('kind', { enum: ['USER', 'AGENT'] }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    state: text('state').notNull(),
    lga: text('lga').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark'),
    businessName: text('business_name'),
    idType: text('id_type', { enum: ['NIN', 'BVN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'PASSPORT'] }),
    // The ID number's last four and keyed hash, never the number (0022_vetting.sql).
    idNumberLast4: text('id_number_last4'),
    idNumberHash: text('id_number_hash'),
    identityApprovedAt: timestamp('identity_approved_at', { withTimezone: true }),
    // When the current number was proven by an SMS code; a trigger clears it when the number changes (0027).
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.userId, table.kind], foreignColumns: [users.id, users.role] }).onDelete(
      'cascade',
    ),
  ],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'sign_in'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

export const sessions = pgTable('sessions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  ...timestamps,
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  // When this session entered a staff member's authenticator code (0022_vetting.sql).
  opsUnlockedAt: timestamp('ops_unlocked_at', { withTimezone: true }),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

// Abokis (0004_abokis.sql). Private details sit in aboki_private, apart from the public columns.
export const abokis = pgTable('abokis', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  // The agent's account (0019_data_rights.sql: the profile goes when the account is deleted).
  agentId: uuid('agent_id')
    .notNull()
    .references(() => users.id),
  status: text('status', { enum: ['DRAFT', 'PENDING_REVIEW', 'REJECTED', 'ACTIVE', 'PAUSED', 'SUSPENDED'] })
    .notNull()
    .default('DRAFT'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: text('gender', { enum: ['FEMALE', 'MALE'] }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  languages: text('languages').array().notNull(),
  bio: text('bio'),
  phoneNumber: text('phone_number'),
  state: text('state').notNull(),
  lga: text('lga').notNull(),
  photoKey: text('photo_key'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  // The review totals, kept in each review's transaction (0007_job_lifecycle.sql).
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  // The review (0022_vetting.sql).
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  reviewNote: text('review_note'),
  /** Strikes operators gave it when deciding disputes (0023). */
  strikes: smallint('strikes').notNull().default(0),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const abokiPrivate = pgTable('aboki_private', {
  abokiId: uuid('aboki_id')
    .primaryKey()
    .references(() => abokis.id, { onDelete: 'cascade' }),
  address: text('address'),
  landmark: text('landmark'),
  idType: text('id_type', { enum: ['NIN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'INTERNATIONAL_PASSPORT'] }),
  // The ID number's last four and keyed hash, never the number (0022_vetting.sql).
  idNumberLast4: text('id_number_last4'),
  idNumberHash: text('id_number_hash'),
  guarantorName: text('guarantor_name'),
  guarantorPhone: text('guarantor_phone'),
  guarantorRelationship: text('guarantor_relationship'),
  guarantorAddress: text('guarantor_address'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const abokiServices = pgTable(
  'aboki_services',
  {
    abokiId: uuid('aboki_id')
      .notNull()
      .references(() => abokis.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    priceKobo: integer('price_kobo').notNull(),
    durationMinutes: integer('duration_minutes'),
  },
  (table) => [primaryKey({ columns: [table.abokiId, table.serviceId] })],
);

/** Lagos wall-clock minutes since midnight; the database refuses overlaps (an exclusion constraint). */
export const abokiWeeklyHours = pgTable(
  'aboki_weekly_hours',
  {
    abokiId: uuid('aboki_id')
      .notNull()
      .references(() => abokis.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [primaryKey({ columns: [table.abokiId, table.day, table.startMinute] })],
);

export const abokiTimeOff = pgTable(
  'aboki_time_off',
  {
    abokiId: uuid('aboki_id')
      .notNull()
      .references(() => abokis.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.abokiId, table.firstDay] })],
);

export const abokiAreas = pgTable(
  'aboki_areas',
  {
    abokiId: uuid('aboki_id')
      .notNull()
      .references(() => abokis.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    lga: text('lga').notNull(),
  },
  (table) => [primaryKey({ columns: [table.abokiId, table.lga] })],
);

// Search's derived rows (0011_search_rows.sql): written only by the database's triggers, whenever
// an Aboki, its areas, services, hours or time off change; read by the search's statement.
export const abokiSearchRows = pgTable(
  'aboki_search_rows',
  {
    state: text('state').notNull(),
    lga: text('lga').notNull(),
    serviceId: uuid('service_id').notNull(),
    abokiId: uuid('aboki_id')
      .notNull()
      .references(() => abokis.id, { onDelete: 'cascade' }),
    priceKobo: integer('price_kobo').notNull(),
    durationMinutes: integer('duration_minutes'),
    ratingSum: integer('rating_sum').notNull(),
    ratingCount: integer('rating_count').notNull(),
    home: boolean('home').notNull(),
  },
  (table) => [primaryKey({ columns: [table.state, table.lga, table.serviceId, table.abokiId] })],
);

export const abokiSearchProfiles = pgTable('aboki_search_profiles', {
  abokiId: uuid('aboki_id')
    .primaryKey()
    .references(() => abokis.id, { onDelete: 'cascade' }),
  profile: json('profile').notNull(),
});

/** Raised by the jobs triggers whenever an Aboki's busy time may have changed (0028_schedule_versions.sql). */
export const abokiScheduleVersions = pgTable('aboki_schedule_versions', {
  abokiId: uuid('aboki_id')
    .primaryKey()
    .references(() => abokis.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

// Booking (0006_jobs.sql). `blocked` (tstzrange) and the start code columns are written and read
// with SQL in the jobs repository; the exclusion constraint on `blocked` is the database's own.
export const jobs = pgTable('jobs', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  reference: text('reference').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  abokiId: uuid('aboki_id')
    .notNull()
    .references(() => abokis.id),
  agentId: uuid('agent_id')
    .notNull()
    .references(() => users.id),
  serviceId: uuid('service_id')
    .notNull()
    .references(() => services.id),
  serviceName: text('service_name').notNull(),
  serviceUnit: text('service_unit', { enum: ['job', 'hour'] }).notNull(),
  abokiName: text('aboki_name').notNull(),
  hours: smallint('hours'),
  priceKobo: integer('price_kobo').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('REQUESTED'),
  paymentMethod: text('payment_method').notNull(),
  startCodeHash: text('start_code_hash').notNull(),
  startCodeEnc: text('start_code_enc').notNull(),
  state: text('state').notNull(),
  lga: text('lga').notNull(),
  address: text('address').notNull(),
  landmark: text('landmark'),
  notes: text('notes'),
  recipientName: text('recipient_name'),
  recipientPhone: text('recipient_phone'),
  // The lifecycle (0007_job_lifecycle.sql).
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** The trust issue's dispute flag (0021): a disputed job's earnings stay pending. */
  disputedAt: timestamp('disputed_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  feeKobo: integer('fee_kobo'),
  refundKobo: integer('refund_kobo'),
  cashReceivedKobo: integer('cash_received_kobo'),
  reason: text('reason'),
  startCodeAttempts: smallint('start_code_attempts').notNull().default(0),
  startLockedUntil: timestamp('start_locked_until', { withTimezone: true }),
  // Payments (0008_payments.sql).
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  payBy: timestamp('pay_by', { withTimezone: true }),
  // The cash check (0014_cash_check.sql).
  cashOwedKobo: integer('cash_owed_kobo'),
  cashDifferenceReason: text('cash_difference_reason'),
  cashConfirmedKobo: integer('cash_confirmed_kobo'),
  cashConfirmedAt: timestamp('cash_confirmed_at', { withTimezone: true }),
  cashFlaggedAt: timestamp('cash_flagged_at', { withTimezone: true }),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Jobs (0007_job_lifecycle.sql): the timeline (its id is the SSE event id), strikes and reviews.
export const jobEvents = pgTable('job_events', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  agentId: uuid('agent_id')
    .notNull()
    .references(() => users.id),
  status: text('status').notNull(),
  actor: text('actor', { enum: ['USER', 'AGENT', 'SYSTEM'] }).notNull(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  // A move of the job's time rather than a change of status (0015_reschedule.sql).
  change: text('change', {
    enum: ['MOVE_ASKED', 'MOVE_WITHDRAWN', 'MOVE_ACCEPTED', 'MOVE_DECLINED', 'MOVE_LAPSED'],
  }),
});

// Asks to move a job's time (0015_reschedule.sql). `blocked` (tstzrange) is written and read with
// SQL in the reschedule repository; a trigger copies a pending ask's into jobs.reschedule_blocked.
export const jobReschedules = pgTable('job_reschedules', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  fromStartsAt: timestamp('from_starts_at', { withTimezone: true }).notNull(),
  fromEndsAt: timestamp('from_ends_at', { withTimezone: true }).notNull(),
  feeKobo: integer('fee_kobo').notNull(),
  status: text('status', { enum: ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'LAPSED'] })
    .notNull()
    .default('PENDING'),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  lapsesAt: timestamp('lapses_at', { withTimezone: true }).notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});

export const abokiStrikes = pgTable('aboki_strikes', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  abokiId: uuid('aboki_id')
    .notNull()
    .references(() => abokis.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['AGENT_CANCELLED', 'ABOKI_NO_SHOW'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const platformRatings = pgTable('platform_ratings', {
  id: boolean('id').primaryKey().default(true),
  ratingSum: bigint('rating_sum', { mode: 'number' }).notNull().default(0),
  ratingCount: bigint('rating_count', { mode: 'number' }).notNull().default(0),
});

export const reviews = pgTable('reviews', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  jobId: uuid('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  abokiId: uuid('aboki_id')
    .notNull()
    .references(() => abokis.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  rating: smallint('rating').notNull(),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] }).notNull(),
    responseStatus: smallint('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

// Payments (0008_payments.sql): Paystack checkouts, what the provider proved (once), refunds.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['paystack'] })
      .notNull()
      .default('paystack'),
    reference: text('reference').notNull(),
    channel: text('channel', { enum: ['card', 'bank_transfer'] }).notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    status: text('status', { enum: ['PENDING', 'PAID', 'FAILED', 'ABANDONED'] })
      .notNull()
      .default('PENDING'),
    authorizationUrl: text('authorization_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('payments_provider_reference_key').on(table.provider, table.reference)],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    event: text('event', {
      enum: [
        'charge.success',
        'refund.processed',
        'refund.failed',
        'transfer.success',
        'transfer.failed',
        'transfer.reversed',
      ],
    }).notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('payment_events_once').on(table.provider, table.reference, table.event)],
);

export const refunds = pgTable('refunds', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'cascade' }),
  amountKobo: integer('amount_kobo').notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['PENDING', 'PROCESSED', 'FAILED'] })
    .notNull()
    .default('PENDING'),
  providerRefundId: text('provider_refund_id'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  sendAttempts: smallint('send_attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** What browsers report about the code they ran, counted per minute (0009_releases.sql). */
export const clientReportCounts = pgTable(
  'client_report_counts',
  {
    releaseId: text('release_id').notNull(),
    app: text('app').notNull(),
    version: text('version').notNull(),
    kind: text('kind', {
      enum: ['page-load', 'remote-failed', 'integrity', 'load-failed', 'uncaught-error'],
    }).notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.app, table.version, table.minute, table.releaseId, table.kind] })],
);

/** Distinct visitors per app version and kind, from reports with a valid report token (0018). */
export const clientReportVisitors = pgTable(
  'client_report_visitors',
  {
    app: text('app').notNull(),
    version: text('version').notNull(),
    kind: text('kind', {
      enum: ['page-load', 'remote-failed', 'integrity', 'load-failed', 'uncaught-error'],
    }).notNull(),
    visitor: text('visitor').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.app, table.version, table.kind, table.visitor] })],
);

/** The ledger's accounts, entries and lines (0021_ledger.sql); written only by modules/ledger. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  code: text('code').primaryKey(),
  normalSide: text('normal_side', { enum: ['DEBIT', 'CREDIT'] }).notNull(),
  balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull().default(0),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').notNull(),
  jobId: uuid('job_id'),
  agentId: uuid('agent_id'),
  reference: text('reference'),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
});

export const ledgerLines = pgTable('ledger_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: bigint('entry_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerEntries.id),
  account: text('account')
    .notNull()
    .references(() => ledgerAccounts.code),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
});

/** Where an agent is paid (0021_ledger.sql): Paystack's recipient, and the last 4 digits only. */
export const agentBankAccounts = pgTable('agent_bank_accounts', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => users.id),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountLast4: text('account_last4').notNull(),
  accountName: text('account_name').notNull(),
  recipientCode: text('recipient_code').notNull(),
  payoutsHeldUntil: timestamp('payouts_held_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id),
    reference: text('reference').notNull().unique(),
    runDate: date('run_date').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    recipientCode: text('recipient_code').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAILED', 'REVERSED'] })
      .notNull()
      .default('PENDING'),
    transferCode: text('transfer_code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sendAttempts: smallint('send_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [unique('payouts_once_per_run').on(table.agentId, table.runDate)],
);

/** Each day's reconciliation with Paystack (0021_ledger.sql). */
export const reconciliations = pgTable('reconciliations', {
  day: date('day').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  differences: integer('differences'),
  report: jsonb('report'),
});

// Vetting and staff (0022_vetting.sql).
export const identityChecks = pgTable('identity_checks', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  abokiId: uuid('aboki_id')
    .notNull()
    .references(() => abokis.id, { onDelete: 'cascade' }),
  idType: text('id_type', {
    enum: ['NIN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'INTERNATIONAL_PASSPORT'],
  }).notNull(),
  numberHash: text('number_hash').notNull(),
  numberLast4: text('number_last4').notNull(),
  result: text('result', {
    enum: ['MATCH', 'PARTIAL', 'NO_MATCH', 'PROVIDER_ERROR', 'NOT_CHECKED'],
  }).notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference'),
  consentVersion: text('consent_version').notNull(),
  consentedBy: uuid('consented_by').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const guarantorChecks = pgTable('guarantor_checks', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  abokiId: uuid('aboki_id')
    .notNull()
    .references(() => abokis.id, { onDelete: 'cascade' }),
  guarantorPhone: text('guarantor_phone').notNull(),
  outcome: text('outcome', { enum: ['REACHED', 'CONFIRMED', 'REFUSED', 'UNREACHABLE'] }).notNull(),
  note: text('note'),
  recordedBy: uuid('recorded_by').notNull(),
  recordedByEmail: text('recorded_by_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When a job goes wrong (0023_disputes.sql): one per job, decided by operators. */
export const disputes = pgTable('disputes', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  jobId: uuid('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  reporterId: uuid('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull().default('OPEN'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  answer: text('answer'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
  proposedOutcome: text('proposed_outcome'),
  proposedRefundKobo: integer('proposed_refund_kobo'),
  proposedReason: text('proposed_reason'),
  proposedConsequence: text('proposed_consequence'),
  proposedBy: uuid('proposed_by').references(() => users.id),
  proposedAt: timestamp('proposed_at', { withTimezone: true }),
  outcome: text('outcome'),
  refundKobo: integer('refund_kobo'),
  refundRoute: text('refund_route'),
  decisionReason: text('decision_reason'),
  consequence: text('consequence'),
  decidedBy: uuid('decided_by').references(() => users.id),
  approvedBy: uuid('approved_by').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export const disputePhotos = pgTable(
  'dispute_photos',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    photoKey: text('photo_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.disputeId, table.position] })],
);

export const staffGrants = pgTable('staff_grants', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['OPERATOR', 'ADMIN'] }).notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  totpSecret: text('totp_secret'),
  totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: uuid('actor_id'),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  reason: text('reason'),
  before: jsonb('before'),
  after: jsonb('after'),
  requestId: text('request_id'),
});

// Support tickets (0024_support_tickets.sql).
export const tickets = pgTable('tickets', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  reference: text('reference').notNull().unique(),
  kind: text('kind', { enum: ['CONTACT', 'DISPUTE', 'JOB_HELP'] }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
  disputeId: uuid('dispute_id').references(() => disputes.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  status: text('status', { enum: ['OPEN', 'WAITING_ON_CUSTOMER', 'RESOLVED'] })
    .notNull()
    .default('OPEN'),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
  firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});

export const ticketMessages = pgTable('ticket_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  ticketId: uuid('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['CUSTOMER', 'STAFF', 'NOTE'] }).notNull(),
  authorId: uuid('author_id'),
  authorLabel: text('author_label').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const ticketReplyTokens = pgTable('ticket_reply_tokens', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  ticketId: uuid('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Text messages waiting for the SMS provider, and sent (0026_sms_outbox.sql). */
export const outboxSms = pgTable('outbox_sms', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  toPhone: text('to_phone').notNull(),
  route: text('route', { enum: ['dnd', 'generic'] }).notNull(),
  kind: text('kind').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'delivered', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  providerMessageId: text('provider_message_id').unique(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /** Segments × the configured price, when the provider accepted it (0027). */
  costKobo: integer('cost_kobo'),
});

export const smsDeliveryReports = pgTable(
  'sms_delivery_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.providerMessageId, table.status)],
);

/** One live SMS code per account, for the number it went to (0027_phones_and_sms_preferences.sql). */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** E-mail, SMS or both, per person and kind of message; no row is the default (0027). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['JOB_UPDATES', 'PAYMENTS', 'NEW_REQUESTS', 'DISPUTES'] }).notNull(),
    channel: text('channel', { enum: ['EMAIL', 'SMS', 'BOTH'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Failed deliveries in a row per number: three stop all but codes until it is verified again (0027). */
export const smsNumbers = pgTable('sms_numbers', {
  phone: text('phone').primaryKey(),
  consecutiveFailures: smallint('consecutive_failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
