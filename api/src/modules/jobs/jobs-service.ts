import { createHash } from 'node:crypto';
import { expiresAt, isContactWindowOpen, PREPAY_WINDOW_DAYS, priceAndDuration } from 'shared/job-rules';
import { MINUTE_MS, toLagosIso } from 'shared/lagos-time';
import { API_MESSAGES } from 'shared/api-messages';
import {
  abokiDisplayName,
  BOOKING_MESSAGES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  JOBS_PAGE_SIZE,
  jobUserViewSchema,
  NOT_AVAILABLE_REASONS,
  PAYMENT_HOLD_MINUTES,
  PAYMENT_MESSAGES,
  PHONE_MESSAGES,
  TRAVEL_BUFFER_MINUTES,
  type AccountUser,
  type JobAgentView,
  type JobCreate,
  type JobListItem,
  type JobTab,
  type JobUserView,
  type NotAvailableReason,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError, validationError } from '../../lib/app-error.js';
import { decodeTimeIdCursor, encodeCursor } from '../../lib/keyset-cursor.js';
import { ok } from '../../lib/envelope.js';
import type { JobEventBus, JobEventMessage } from '../../lib/job-event-bus.js';
import { photoUrlOf } from '../abokis/abokis-module.js';
import {
  findAbokiSummary,
  findActiveAbokiOffer,
  findActiveService,
  findAreas,
  loadSchedules,
  publicViews,
  whyNotFree,
} from '../availability/availability-module.js';
import { enqueueEmail } from '../email/email-module.js';
import { recordEvent } from '../events/events-module.js';
import type { BookingCheckout, HeldCheckout } from './payment-ports.js';
import { paymentStatusOf, paymentViewOf } from './payment-view.js';
import { newRequestEmail, requestSentEmail, type BookedJob } from './job-emails.js';
import type { JobSms } from './job-sms.js';
import { agentPhoneFor, customerPhoneFor } from './contact-phone.js';
import { createStartCodeKeys, newReference, newStartCode, REFERENCE_PATTERN } from './job-secrets.js';
import {
  claimKey,
  completeKey,
  deleteUnpaidJob,
  findContact,
  findJobByReference,
  insertJob,
  listJobs,
  mustPrepay,
  releaseKey,
  type JobRow,
} from './jobs-repository.js';

/** Visible ASCII, 1–255 characters: what clients put in the header (UUIDs, usually). */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7E]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);
const REFERENCE_ATTEMPTS = 5;
const lagosOrNull = (value: Date | null) => (value ? toLagosIso(value) : null);
/** Whom the Aboki helps, when the User booked for someone else. */
const recipientOf = (row: JobRow) =>
  row.recipientName && row.recipientPhone
    ? { name: row.recipientName, phoneNumber: row.recipientPhone }
    : null;

/** Which field a refusal is about, so the page can point at it. */
const REASON_FIELD: Record<NotAvailableReason, string> = {
  TOO_SOON: 'startsAt',
  TOO_FAR: 'startsAt',
  TIME_OFF: 'startsAt',
  OUTSIDE_HOURS: 'startsAt',
  BUSY: 'startsAt',
  AREA_NOT_SERVED: 'lga',
  SERVICE_NOT_OFFERED: 'serviceSlug',
};

function notAvailable(reason: NotAvailableReason): AppError {
  if (reason === 'BUSY') return slotTaken();
  return new AppError('NOT_AVAILABLE', NOT_AVAILABLE_REASONS[reason], {
    fields: { [REASON_FIELD[reason]]: NOT_AVAILABLE_REASONS[reason] },
  });
}
const slotTaken = () => new AppError('SLOT_TAKEN', BOOKING_MESSAGES.slotTaken);
const jobNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);

/** The SQLSTATE of a database error, wherever Drizzle or node-postgres put it. */
export function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlStateOf(cause, depth + 1);
}

/** Object keys sorted at every level, so the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field) && !(field instanceof Date)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

/** What an Idempotency-Key is bound to: the parsed booking, so key order or offset style do not matter. */
export function bookingRequestHash(input: JobCreate): string {
  return createHash('sha256')
    .update(`POST /api/v1/jobs\n${canonicalJson(input)}`)
    .digest('hex');
}

export function assertUserWithProfile(user: AccountUser): void {
  if (user.role !== 'USER') throw new AppError('FORBIDDEN', BOOKING_MESSAGES.usersOnly);
  if (!user.hasProfile) throw new AppError('FORBIDDEN', BOOKING_MESSAGES.userProfileRequired);
}

/** A job as a list row (GET /jobs, the agent dashboard's lists). */
export function jobListItemOf(row: JobRow): JobListItem {
  return {
    reference: row.reference,
    status: row.status,
    service: { slug: row.serviceSlug, name: row.serviceName, unit: row.serviceUnit },
    aboki: { id: row.abokiId, displayName: row.abokiName, photoUrl: photoUrlOf(row.abokiPhotoKey) },
    startsAt: toLagosIso(row.startsAt),
    endsAt: toLagosIso(row.endsAt),
    priceKobo: row.priceKobo,
    paymentMethod: row.paymentMethod,
    paymentStatus: paymentStatusOf(row),
    lga: row.lga,
    state: row.state,
  };
}

export interface JobsServiceOptions {
  db: Db;
  appSecret: string;
  publicUrl: string;
  notifyOutbox: () => void;
  /** The clock every booking rule reads; tests set it. */
  now: () => Date;
  /** Where a new request's event goes live (the agent's dashboard hears of it at once). */
  bus: JobEventBus;
  /** Paystack checkouts for card and transfer bookings (the payments feature). */
  checkout: BookingCheckout;
  /** Issue 27: a new request's text messages, queued before its e-mails (job-sms.ts). */
  messages: Pick<JobSms, 'requested'>;
  /**
   * Whether the User's profile phone is verified (issue 27: verify before the first booking);
   * undefined when SMS is off, as no number can be verified then.
   */
  phoneVerified?: ((db: Db, userId: string) => Promise<boolean>) | undefined;
}

/** A finished POST /jobs: the status and the exact JSON text sent, stored for replays. */
export interface BookingAnswer {
  status: number;
  body: string;
  replayed: boolean;
}

export function createJobsService({
  db,
  appSecret,
  publicUrl,
  notifyOutbox,
  now,
  bus,
  checkout,
  phoneVerified,
  messages,
}: JobsServiceOptions) {
  const startCodes = createStartCodeKeys(appSecret);

  function baseView(row: JobRow) {
    return {
      reference: row.reference,
      status: row.status,
      service: { slug: row.serviceSlug, name: row.serviceName, unit: row.serviceUnit },
      startsAt: toLagosIso(row.startsAt),
      endsAt: toLagosIso(row.endsAt),
      hours: row.hours,
      priceKobo: row.priceKobo,
      paymentMethod: row.paymentMethod,
      state: row.state,
      lga: row.lga,
      address: row.address,
      landmark: row.landmark,
      notes: row.notes,
      recipient: recipientOf(row),
      createdAt: row.createdAt.toISOString(),
      acceptedAt: lagosOrNull(row.acceptedAt),
      startedAt: lagosOrNull(row.startedAt),
      completedAt: lagosOrNull(row.completedAt),
      cancelledAt: lagosOrNull(row.cancelledAt),
      expiresAt: row.status === 'REQUESTED' ? toLagosIso(expiresAt(row)) : null,
      feeKobo: row.feeKobo,
      cashReceivedKobo: row.cashReceivedKobo,
      reason: row.reason,
      startLockedUntil:
        row.startLockedUntil && row.startLockedUntil > now() ? toLagosIso(row.startLockedUntil) : null,
      review: row.review && {
        rating: row.review.rating,
        comment: row.review.comment,
        createdAt: row.review.createdAt.toISOString(),
      },
      payment: paymentViewOf(row),
    };
  }

  /** The booking User's view: the Aboki's live public profile under the name it was booked with. */
  async function userView(executor: Db, row: JobRow): Promise<JobUserView> {
    // Read whatever the Aboki's status: a paused Aboki still has this job.
    const aboki = await findAbokiSummary(executor, row.abokiId);
    const views = await publicViews(executor, [aboki!]);
    // The agent's number only inside the job's contact window (issue 27): read only then.
    const contactPhone = isContactWindowOpen(row, now())
      ? agentPhoneFor(row, await findContact(executor, row.agentId))
      : null;
    return {
      ...baseView(row),
      aboki: { ...views.get(row.abokiId)!, displayName: row.abokiName },
      startCode: startCodes.decrypt(row.reference, row.startCodeEnc),
      contactPhone,
    };
  }

  /** The agent's view: who booked and for whom, with their numbers only inside the contact window. */
  async function agentView(row: JobRow): Promise<JobAgentView> {
    const customer = await findContact(db, row.userId);
    const open = isContactWindowOpen(row, now());
    const view = baseView(row);
    return {
      ...view,
      recipient: view.recipient && {
        ...view.recipient,
        phoneNumber: open ? view.recipient.phoneNumber : null,
      },
      aboki: { id: row.abokiId, displayName: row.abokiName, photoUrl: photoUrlOf(row.abokiPhotoKey) },
      customer: { name: customer?.name ?? '', phoneNumber: open ? (customer?.phoneNumber ?? null) : null },
      contactPhone: open ? customerPhoneFor(row, customer) : null,
    };
  }

  /**
   * "Request sent" to the User and "New request for …" to the agent, in the transaction that made
   * the job a request: at booking for cash, once Paystack confirmed the money for card and transfer.
   */
  async function sendRequestEmails(tx: Db, row: JobRow): Promise<void> {
    const booked: BookedJob = {
      reference: row.reference,
      serviceSlug: row.serviceSlug,
      serviceName: row.serviceName,
      abokiName: row.abokiName,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      priceKobo: row.priceKobo,
      state: row.state,
      lga: row.lga,
      address: row.address,
      landmark: row.landmark,
      notes: row.notes,
      recipient: recipientOf(row),
    };
    const customer = await findContact(tx, row.userId);
    const agent = await findContact(tx, row.agentId);
    // The SMS first: the agent's "new request" e-mail goes only when their choice says so.
    const { agentEmail } = await messages.requested(tx, row, now());
    await enqueueEmail(tx, requestSentEmail(customer!, booked, publicUrl));
    if (agent && agentEmail) {
      await enqueueEmail(
        tx,
        newRequestEmail(
          agent,
          booked,
          { name: customer!.name, phoneNumber: customer?.phoneNumber ?? null },
          publicUrl,
        ),
      );
    }
  }

  /** The answer stored with the Idempotency-Key: the booking User's view, checked against its schema. */
  async function answerOf(executor: Db, reference: string, message: string): Promise<string> {
    const row = await findJobByReference(executor, reference);
    const job = jobUserViewSchema.parse(await userView(executor, row!));
    return JSON.stringify(ok({ job }, message));
  }

  /**
   * The booking itself, in one transaction: checks, the job, and for cash its first event, both
   * emails and the stored answer. A card or transfer job is held AWAITING_PAYMENT with its
   * checkout row instead; the caller opens the checkout once this has committed.
   */
  async function createJob(
    user: AccountUser,
    key: string,
    input: JobCreate,
  ): Promise<
    | { kind: 'requested'; body: string; event: JobEventMessage }
    | { kind: 'awaiting-payment'; jobId: string; reference: string; checkout: HeldCheckout }
  > {
    const prepaid = input.paymentMethod !== 'CASH';
    if (prepaid && !checkout.available) {
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', PAYMENT_MESSAGES.methodUnavailable, {
        fields: { paymentMethod: PAYMENT_MESSAGES.methodUnavailable },
      });
    }
    if (!prepaid && (await mustPrepay(db, user.id, now(), PREPAY_WINDOW_DAYS))) {
      throw new AppError('PREPAYMENT_REQUIRED', PAYMENT_MESSAGES.prepaymentRequired, {
        fields: { paymentMethod: PAYMENT_MESSAGES.prepaymentRequired },
      });
    }
    const service = await findActiveService(db, input.serviceSlug);
    if (!service) {
      throw validationError({ serviceSlug: API_MESSAGES.noSuchService({ slug: input.serviceSlug }) });
    }
    const clock = now();
    return db.transaction(async (tx) => {
      const aboki = await findActiveAbokiOffer(tx, input.abokiId, service.id);
      if (!aboki) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.abokiNotFound);
      if (!aboki.offer) throw notAvailable('SERVICE_NOT_OFFERED');
      const priced = priceAndDuration(service, aboki.offer, input.hours);
      if (!priced.ok) throw validationError({ hours: priced.hoursRefused });
      const { priceKobo, durationMinutes, hours } = priced;
      const areas = (await findAreas(tx, [aboki.id])).get(aboki.id) ?? [];
      if (input.state !== aboki.state || !areas.includes(input.lga)) throw notAvailable('AREA_NOT_SERVED');
      const startsAt = input.startsAt;
      const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE_MS);
      const schedules = await loadSchedules(tx, [aboki.id], {
        from: startsAt,
        until: new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * MINUTE_MS),
      });
      const reason = whyNotFree(schedules.get(aboki.id)!, startsAt, durationMinutes, clock);
      if (reason) throw notAvailable(reason);

      const abokiName = abokiDisplayName(aboki.firstName, aboki.lastName);
      const startCode = newStartCode();
      let reference = '';
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS && !reference; attempt += 1) {
        const candidate = newReference();
        const inserted = await insertJob(tx, {
          reference: candidate,
          userId: user.id,
          abokiId: aboki.id,
          agentId: aboki.agentId,
          serviceId: service.id,
          serviceName: service.name,
          serviceUnit: service.unit,
          abokiName,
          hours,
          priceKobo,
          startsAt,
          endsAt,
          bufferMinutes: TRAVEL_BUFFER_MINUTES,
          paymentMethod: input.paymentMethod,
          startCodeHash: startCodes.hash(candidate, startCode),
          startCodeEnc: startCodes.encrypt(candidate, startCode),
          state: input.state,
          lga: input.lga,
          address: input.address,
          landmark: input.landmark ?? null,
          notes: input.notes ?? null,
          recipientName: input.recipient?.name ?? null,
          recipientPhone: input.recipient?.phoneNumber ?? null,
          createdAt: clock,
          status: prepaid ? 'AWAITING_PAYMENT' : 'REQUESTED',
          payBy: prepaid ? new Date(clock.getTime() + PAYMENT_HOLD_MINUTES * MINUTE_MS) : null,
        });
        if (inserted) reference = candidate;
      }
      if (!reference) throw new Error('Could not draw a free job reference');
      const row = (await findJobByReference(tx, reference))!;
      if (input.paymentMethod !== 'CASH') {
        // Not a request yet: no event, no emails, until Paystack confirms the money.
        const opened = await checkout.add(
          tx,
          { id: row.id, reference, priceKobo, paymentMethod: input.paymentMethod },
          clock,
        );
        return { kind: 'awaiting-payment' as const, jobId: row.id, reference, checkout: opened };
      }
      // The first line of the job's timeline, and the agent's live "new request".
      const event = await recordEvent(tx, {
        jobId: row.id,
        status: 'REQUESTED',
        actor: 'USER',
        reason: null,
        now: clock,
        notify: bus.crossProcess,
      });
      await sendRequestEmails(tx, row);
      // Parsed against the answer's schema before it is stored: what is replayed is what was checked.
      const body = await answerOf(tx, reference, BOOKING_MESSAGES.jobCreated);
      await completeKey(tx, { userId: user.id, key, status: 201, body });
      return { kind: 'requested' as const, body, event };
    });
  }

  /**
   * Opens Paystack's checkout for a committed card or transfer booking and stores the answer with
   * the key. Paystack out of reach: the booking is undone whole (nothing was charged or sent).
   */
  async function openCheckout(
    user: AccountUser,
    key: string,
    held: { jobId: string; reference: string; checkout: HeldCheckout },
  ): Promise<string> {
    try {
      await checkout.open(held.checkout, { reference: held.reference, email: user.email });
    } catch (error) {
      await deleteUnpaidJob(db, held.jobId);
      throw error;
    }
    const body = await answerOf(db, held.reference, PAYMENT_MESSAGES.checkoutStarted);
    await completeKey(db, { userId: user.id, key, status: 201, body });
    return body;
  }

  return {
    userView,
    agentView,
    sendRequestEmails,
    /**
     * POST /jobs with its Idempotency-Key: the first request with a key books; a repeat with the
     * same body replays the stored answer; another body is 422; a repeat while the first runs, 409.
     */
    async book(user: AccountUser, key: string | undefined, input: JobCreate): Promise<BookingAnswer> {
      assertUserWithProfile(user);
      // Issue 27: the Aboki and support may need to call the User, so the number must be proven.
      if (phoneVerified && !(await phoneVerified(db, user.id))) {
        throw new AppError('PHONE_NOT_VERIFIED', PHONE_MESSAGES.verifyBeforeBooking);
      }
      if (key === undefined || !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError('IDEMPOTENCY_KEY_REQUIRED', BOOKING_MESSAGES.idempotencyKeyMissing, {
          fields: { 'Idempotency-Key': BOOKING_MESSAGES.idempotencyKeyMissing },
        });
      }
      const requestHash = bookingRequestHash(input);
      const claim = await claimKey(db, { userId: user.id, key, requestHash, now: now() });
      if (claim.kind === 'mismatch') {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', BOOKING_MESSAGES.idempotencyKeyReused);
      }
      if (claim.kind === 'in_progress') {
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', BOOKING_MESSAGES.idempotencyInProgress);
      }
      if (claim.kind === 'replay') return { status: claim.status, body: claim.body, replayed: true };
      try {
        const created = await createJob(user, key, input);
        if (created.kind === 'awaiting-payment') {
          return { status: 201, body: await openCheckout(user, key, created), replayed: false };
        }
        bus.publishLocal(created.event);
        notifyOutbox();
        return { status: 201, body: created.body, replayed: false };
      } catch (error) {
        await releaseKey(db, { userId: user.id, key, requestHash }).catch(() => {});
        if (sqlStateOf(error) === '23P01') throw slotTaken();
        throw error;
      }
    },

    /** The job to its User (with the start code) or its Aboki's agent (without); 404 to anyone else. */
    async view(viewer: AccountUser, reference: string): Promise<JobUserView | JobAgentView> {
      if (!REFERENCE_PATTERN.test(reference)) throw jobNotFound();
      const row = await findJobByReference(db, reference);
      if (!row) throw jobNotFound();
      if (row.userId === viewer.id) return userView(db, row);
      // A card or transfer booking reaches the agent only once it is paid (a request).
      if (row.agentId === viewer.id && row.requestedAt) return agentView(row);
      throw jobNotFound();
    },

    async list(
      viewer: AccountUser,
      tab: JobTab,
      cursor: string | undefined,
    ): Promise<{ jobs: JobListItem[]; nextCursor: string | null }> {
      const after = cursor ? decodeTimeIdCursor(cursor, 'startsAt') : undefined;
      const owner = { column: viewer.role === 'AGENT' ? 'agent_id' : 'user_id', id: viewer.id } as const;
      const page = await listJobs(db, owner, tab, now(), after, JOBS_PAGE_SIZE);
      const last = page.rows.at(-1);
      return {
        jobs: page.rows.map(jobListItemOf),
        nextCursor: page.hasMore && last ? encodeCursor([last.startsAt.toISOString(), last.id]) : null,
      };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
