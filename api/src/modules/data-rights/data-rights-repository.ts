import { sql, type SQL } from 'drizzle-orm';
import type { Language } from 'shared/i18n';
import type { Executor } from '../../db/client.js';

// Everything here is read and written with this feature's own SQL: the export reads every feature's
// rows about one person, and the erasure changes them in one transaction (docs/decisions/0050).

const rowsOf = async <T>(db: Executor, query: SQL) => (await db.execute(query)).rows as T[];

/** Statuses whose job still binds someone: an account is not deleted while one of its jobs has one. */
export const OPEN_JOB_STATUSES = ['REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT'] as const;

/** Everything Aboki holds about one person, never a secret (hashes, codes, tokens, full ID numbers). */
export async function exportPersonData(db: Executor, userId: string) {
  const [account] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT email, name, role, email_verified_at AS "emailVerifiedAt", created_at AS "createdAt",
               must_prepay_since AS "mustPrepaySince"
          FROM users WHERE id = ${userId}`,
  );
  const [profile] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT kind, phone_number AS "phoneNumber", state, lga, address, landmark,
               business_name AS "businessName", id_type AS "idType",
               id_number_last4 AS "idNumberLast4", created_at AS "createdAt", updated_at AS "updatedAt"
          FROM profiles WHERE user_id = ${userId}`,
  );
  const jobs = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT j.id, j.reference, CASE WHEN j.user_id = ${userId} THEN 'USER' ELSE 'AGENT' END AS "yourPart",
               j.service_name AS "serviceName", j.service_unit AS "serviceUnit", j.aboki_name AS "abokiName",
               j.hours, j.price_kobo AS "priceKobo", j.starts_at AS "startsAt", j.ends_at AS "endsAt",
               j.status, j.payment_method AS "paymentMethod", j.state, j.lga, j.address, j.landmark, j.notes,
               j.recipient_name AS "recipientName", j.recipient_phone AS "recipientPhone",
               j.accepted_at AS "acceptedAt", j.started_at AS "startedAt", j.completed_at AS "completedAt",
               j.cancelled_at AS "cancelledAt", j.fee_kobo AS "feeKobo", j.refund_kobo AS "refundKobo",
               j.cash_owed_kobo AS "cashOwedKobo", j.cash_received_kobo AS "cashReceivedKobo",
               j.cash_difference_reason AS "cashDifferenceReason", j.cash_confirmed_kobo AS "cashConfirmedKobo",
               j.reason, j.created_at AS "createdAt"
          FROM jobs j WHERE j.user_id = ${userId} OR j.agent_id = ${userId}
         ORDER BY j.starts_at`,
  );
  const jobIds = jobs.map((job) => job.id as string);
  const ofJobs = (column: SQL) =>
    jobIds.length
      ? sql`${column} IN (${sql.join(
          jobIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`false`;
  const payments = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT p.reference, j.reference AS "jobReference", p.channel, p.amount_kobo AS "amountKobo", p.status,
               p.paid_at AS "paidAt", p.created_at AS "createdAt"
          FROM payments p JOIN jobs j ON j.id = p.job_id WHERE ${ofJobs(sql`p.job_id`)} ORDER BY p.created_at`,
  );
  const refunds = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT j.reference AS "jobReference", r.amount_kobo AS "amountKobo", r.reason, r.status,
               r.created_at AS "createdAt", r.processed_at AS "processedAt"
          FROM refunds r JOIN jobs j ON j.id = r.job_id WHERE ${ofJobs(sql`r.job_id`)} ORDER BY r.created_at`,
  );
  const events = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT j.reference AS "jobReference", e.status, e.change, e.actor, e.reason, e.created_at AS "createdAt"
          FROM job_events e JOIN jobs j ON j.id = e.job_id WHERE ${ofJobs(sql`e.job_id`)} ORDER BY e.id`,
  );
  const reviewsWritten = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT j.reference AS "jobReference", r.rating, r.comment, r.created_at AS "createdAt"
          FROM reviews r JOIN jobs j ON j.id = r.job_id WHERE r.user_id = ${userId} ORDER BY r.created_at`,
  );
  const reviewsReceived = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT j.reference AS "jobReference", r.rating, r.comment, r.created_at AS "createdAt"
          FROM reviews r JOIN jobs j ON j.id = r.job_id WHERE j.agent_id = ${userId} ORDER BY r.created_at`,
  );
  const abokis = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT a.id, a.status, a.first_name AS "firstName", a.last_name AS "lastName", a.gender,
               a.date_of_birth AS "dateOfBirth", a.languages, a.bio, a.phone_number AS "phoneNumber",
               a.state, a.lga, a.photo_key IS NOT NULL AS "hasPhoto", a.published_at AS "publishedAt",
               a.rating_sum AS "ratingSum", a.rating_count AS "ratingCount", a.created_at AS "createdAt",
               p.address, p.landmark, p.id_type AS "idType", p.id_number_last4 AS "idNumberLast4",
               p.guarantor_name AS "guarantorName", p.guarantor_phone AS "guarantorPhone",
               p.guarantor_relationship AS "guarantorRelationship", p.guarantor_address AS "guarantorAddress",
               (SELECT coalesce(json_agg(json_build_object('service', s.name, 'priceKobo', x.price_kobo,
                         'durationMinutes', x.duration_minutes) ORDER BY s.name), '[]')
                  FROM aboki_services x JOIN services s ON s.id = x.service_id WHERE x.aboki_id = a.id) AS services,
               (SELECT coalesce(json_agg(json_build_object('day', h.day, 'startMinute', h.start_minute,
                         'endMinute', h.end_minute) ORDER BY h.day, h.start_minute), '[]')
                  FROM aboki_weekly_hours h WHERE h.aboki_id = a.id) AS "weeklyHours",
               (SELECT coalesce(json_agg(json_build_object('state', r.state, 'lga', r.lga) ORDER BY r.lga), '[]')
                  FROM aboki_areas r WHERE r.aboki_id = a.id) AS areas,
               (SELECT coalesce(json_agg(json_build_object('firstDay', t.first_day, 'lastDay', t.last_day)
                         ORDER BY t.first_day), '[]')
                  FROM aboki_time_off t WHERE t.aboki_id = a.id) AS "timeOff"
          FROM abokis a LEFT JOIN aboki_private p ON p.aboki_id = a.id
         WHERE a.agent_id = ${userId} ORDER BY a.created_at`,
  );
  const email = account?.email as string | undefined;
  const contactMessages = email
    ? await rowsOf<Record<string, unknown>>(
        db,
        sql`SELECT name, email, phone, message, created_at AS "createdAt"
              FROM contact_messages WHERE lower(email) = ${email} ORDER BY created_at`,
      )
    : [];
  // When a job went wrong (issue 25): the problems they reported or answered, with the decision;
  // and their support conversations, without staff's internal notes.
  const disputes = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT j.reference AS "jobReference", CASE WHEN d.reporter_id = ${userId} THEN 'REPORTED' ELSE 'ANSWERED' END AS "yourPart",
               d.reason, d.description, d.answer, d.status, d.outcome, d.refund_kobo AS "refundKobo",
               d.decision_reason AS "decisionReason", d.created_at AS "createdAt", d.answered_at AS "answeredAt",
               d.decided_at AS "decidedAt",
               (SELECT count(*)::int FROM dispute_photos p WHERE p.dispute_id = d.id) AS photos
          FROM disputes d JOIN jobs j ON j.id = d.job_id
         WHERE d.reporter_id = ${userId} OR j.agent_id = ${userId} ORDER BY d.created_at`,
  );
  const supportTickets = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT t.reference, t.kind, t.status, t.name, t.email, t.phone, t.created_at AS "createdAt",
               (SELECT coalesce(json_agg(json_build_object('from', CASE m.kind WHEN 'CUSTOMER' THEN 'YOU' ELSE 'SUPPORT' END,
                         'body', m.body, 'at', m.created_at) ORDER BY m.id), '[]')
                  FROM ticket_messages m WHERE m.ticket_id = t.id AND m.kind <> 'NOTE') AS messages
          FROM tickets t
         WHERE t.user_id = ${userId} ${email ? sql`OR lower(t.email) = ${email}` : sql``}
         ORDER BY t.created_at`,
  );
  // Money out (issue 26): the payout account as its agent sees it (the last 4 digits only are kept)
  // and the payouts sent to it.
  const payoutAccount = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT bank_name AS "bankName", account_name AS "accountName", account_last4 AS "accountLast4",
               created_at AS "createdAt", updated_at AS "updatedAt"
          FROM agent_bank_accounts WHERE agent_id = ${userId}`,
  );
  const payouts = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT reference, amount_kobo AS "amountKobo", status, created_at AS "createdAt", settled_at AS "settledAt"
          FROM payouts WHERE agent_id = ${userId} ORDER BY created_at`,
  );
  return {
    account,
    profile: profile ?? null,
    payoutAccount: payoutAccount[0] ?? null,
    payouts,
    jobs: jobs.map(({ id: _id, ...job }) => job),
    payments,
    refunds,
    jobEvents: events,
    reviewsWritten,
    reviewsReceived,
    abokis,
    contactMessages,
    disputes,
    supportTickets,
  };
}

/** What stands in for a person's own words in a record kept for its money (a dispute's CHECKs want 20+ characters). */
const ERASED_WORDS = 'Erased at the request of the person who wrote it.';

export interface ErasureTarget {
  email: string;
  name: string;
  deletedAt: Date | null;
  passwordHash: string;
}

/** The account and its password hash, for the re-check before anything is locked. */
export async function findAccount(db: Executor, userId: string): Promise<ErasureTarget | undefined> {
  const [row] = await rowsOf<ErasureTarget>(
    db,
    sql`SELECT email, name, password_hash AS "passwordHash", deleted_at AS "deletedAt" FROM users WHERE id = ${userId}`,
  );
  return row;
}

/** Locks the account for its erasure; undefined when it is gone, erased already or the session ended. */
export async function lockLiveAccount(
  tx: Executor,
  userId: string,
  sessionId: string,
): Promise<{ email: string; name: string; language: Language } | undefined> {
  const [row] = await rowsOf<{ email: string; name: string; language: Language }>(
    tx,
    sql`SELECT u.email, u.name, u.language FROM users u
         WHERE u.id = ${userId} AND u.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM sessions s WHERE s.id = ${sessionId} AND s.user_id = u.id)
           FOR UPDATE OF u`,
  );
  return row;
}

/** How many of the person's jobs still bind them, or hold money not yet refunded. */
export async function countOpenObligations(tx: Executor, userId: string): Promise<number> {
  const statuses = sql.join(
    OPEN_JOB_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`SELECT (SELECT count(*) FROM jobs WHERE (user_id = ${userId} OR agent_id = ${userId})
                   AND status IN (${statuses}))::int
             + (SELECT count(*) FROM refunds r JOIN jobs j ON j.id = r.job_id
                 WHERE (j.user_id = ${userId} OR j.agent_id = ${userId}) AND r.status <> 'PROCESSED')::int
             + (SELECT count(*) FROM payouts WHERE agent_id = ${userId} AND status = 'PENDING')::int AS n`,
  );
  return row!.n;
}

/** Rewrites every occurrence of the person's strings in a text column to '[erased]'. */
function scrubbed(column: SQL, secrets: readonly string[]): SQL {
  return secrets.reduce<SQL>((value, secret) => sql`replace(${value}, ${secret}, '[erased]')`, column);
}

/**
 * Erases or anonymises everything about the person, inside the caller's transaction: what is kept
 * and why is docs/decisions/0050-data-rights.md.
 */
export async function erasePerson(
  tx: Executor,
  userId: string,
  person: { email: string; name: string },
  tombstone: { email: string; passwordHash: string },
): Promise<void> {
  const [profile] = await rowsOf<{ phone: string; address: string; landmark: string | null }>(
    tx,
    sql`SELECT phone_number AS phone, address, landmark FROM profiles WHERE user_id = ${userId}`,
  );
  const booked = await rowsOf<Record<string, string | null>>(
    tx,
    sql`SELECT DISTINCT address, landmark, notes, recipient_name, recipient_phone FROM jobs WHERE user_id = ${userId}`,
  );
  // The person's own strings, searched for in the free text others wrote (mails, events, messages).
  const secrets = [
    person.email,
    person.name,
    profile?.phone,
    profile?.address,
    profile?.landmark,
    ...booked.flatMap((job) => Object.values(job)),
  ].filter((value): value is string => typeof value === 'string' && value.length >= 4);

  // Jobs they booked keep amounts, reference, dates and status; the place and people go.
  await tx.execute(sql`
    UPDATE jobs SET address = '', landmark = NULL, notes = NULL, recipient_name = NULL, recipient_phone = NULL,
                    updated_at = now()
     WHERE user_id = ${userId}`);
  // Reviews keep their rating (the Aboki's average stays true); the words are the writer's and go.
  await tx.execute(sql`UPDATE reviews SET comment = NULL WHERE user_id = ${userId}`);

  // An agent's Abokis: those that never had a job go; the others stay as the jobs' counterpart, erased.
  await tx.execute(sql`
    DELETE FROM abokis a WHERE a.agent_id = ${userId} AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.aboki_id = a.id)`);
  const kept = await rowsOf<{ first_name: string; last_name: string; phone_number: string | null }>(
    tx,
    sql`SELECT a.first_name, a.last_name, a.phone_number FROM abokis a WHERE a.agent_id = ${userId}`,
  );
  const privateRows = await rowsOf<Record<string, string | null>>(
    tx,
    sql`SELECT p.address, p.landmark, p.guarantor_name, p.guarantor_phone, p.guarantor_address
          FROM aboki_private p JOIN abokis a ON a.id = p.aboki_id WHERE a.agent_id = ${userId}`,
  );
  for (const aboki of kept) {
    secrets.push(`${aboki.first_name} ${aboki.last_name}`);
    if (aboki.phone_number) secrets.push(aboki.phone_number);
  }
  for (const row of privateRows)
    for (const value of Object.values(row)) if (value && value.length >= 4) secrets.push(value);
  await tx.execute(sql`
    DELETE FROM aboki_private WHERE aboki_id IN (SELECT id FROM abokis WHERE agent_id = ${userId})`);
  // The vetting records (0022): ID hashes and last fours, the guarantor calls and their notes.
  await tx.execute(sql`
    DELETE FROM identity_checks WHERE aboki_id IN (SELECT id FROM abokis WHERE agent_id = ${userId})`);
  await tx.execute(sql`
    DELETE FROM guarantor_checks WHERE aboki_id IN (SELECT id FROM abokis WHERE agent_id = ${userId})`);
  await tx.execute(sql`
    DELETE FROM aboki_search_profiles WHERE aboki_id IN (SELECT id FROM abokis WHERE agent_id = ${userId})`);
  await tx.execute(sql`
    UPDATE abokis SET status = 'DRAFT', published_at = NULL, submitted_at = NULL, verified_at = NULL,
                      review_note = NULL, first_name = 'Former', last_name = 'Aboki',
                      gender = NULL, date_of_birth = NULL, bio = NULL, phone_number = NULL, photo_key = NULL,
                      updated_at = now()
     WHERE agent_id = ${userId}`);
  await tx.execute(
    sql`UPDATE jobs SET aboki_name = 'Former Aboki', updated_at = now() WHERE agent_id = ${userId}`,
  );

  // Free text others hold that names them: the job timeline, other people's mail.
  // A phone is stored as +234…; mail and messages may write it 0803… too.
  for (const value of [...secrets])
    if (/^\+234\d{10}$/.test(value)) secrets.push(`0${value.slice(4)}`, value.slice(4));
  const names = secrets.filter((value, index) => secrets.indexOf(value) === index);
  if (names.length) {
    await tx.execute(sql`
      UPDATE job_events SET reason = ${scrubbed(sql`reason`, names)}
       WHERE reason IS NOT NULL AND job_id IN (SELECT id FROM jobs WHERE user_id = ${userId} OR agent_id = ${userId})`);
    await tx.execute(sql`
      UPDATE jobs SET reason = ${scrubbed(sql`reason`, names)},
                      cash_difference_reason = ${scrubbed(sql`cash_difference_reason`, names)}
       WHERE user_id = ${userId} OR agent_id = ${userId}`);
    // Reviews of their Abokis stay (the Users wrote them), without the Aboki's name in the words.
    await tx.execute(sql`
      UPDATE reviews SET comment = ${scrubbed(sql`comment`, names)}
       WHERE comment IS NOT NULL AND job_id IN (SELECT id FROM jobs WHERE agent_id = ${userId})`);
    await tx.execute(sql`
      UPDATE outbox_emails SET subject = ${scrubbed(sql`subject`, names)}, text_body = ${scrubbed(sql`text_body`, names)}
       WHERE to_address <> ${person.email}`);
  }
  // Mail to them, and what they sent through the contact form, has no other use and goes.
  await tx.execute(sql`DELETE FROM outbox_emails WHERE to_address = ${person.email}`);
  await tx.execute(sql`UPDATE outbox_emails SET reply_to = NULL WHERE reply_to = ${person.email}`);
  await tx.execute(sql`DELETE FROM contact_messages WHERE lower(email) = ${person.email}`);
  // Their support conversations go too (a dispute's decision stays on the dispute, for the money).
  await tx.execute(sql`DELETE FROM tickets WHERE user_id = ${userId} OR lower(email) = ${person.email}`);
  // A dispute stays as the record of a refund and its decision; their own words and photos go.
  await tx.execute(sql`
    UPDATE disputes SET description = ${ERASED_WORDS} WHERE reporter_id = ${userId}`);
  await tx.execute(sql`
    DELETE FROM dispute_photos WHERE dispute_id IN (SELECT id FROM disputes WHERE reporter_id = ${userId})`);
  await tx.execute(sql`
    UPDATE disputes d SET answer = ${ERASED_WORDS} FROM jobs j
     WHERE j.id = d.job_id AND j.agent_id = ${userId} AND d.answer IS NOT NULL`);

  await tx.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
  // A deleted account is staff no more (the audit log keeps what they did, by account id).
  await tx.execute(sql`DELETE FROM staff_grants WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM email_codes WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM password_reset_tokens WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM profiles WHERE user_id = ${userId}`);
  // The payout account names its holder; the payouts keep their amounts and references.
  await tx.execute(sql`DELETE FROM agent_bank_accounts WHERE agent_id = ${userId}`);
  await tx.execute(sql`
    UPDATE users SET email = ${tombstone.email}, name = '', password_hash = ${tombstone.passwordHash},
                     deleted_at = now(), updated_at = now(), failed_login_count = 0, lock_count = 0,
                     locked_until = NULL
     WHERE id = ${userId}`);
}

/**
 * The confirmation's outbox row is the one place the old address outlives the erasure: until it is
 * sent. Found by its subject, in whichever language it was written.
 */
export async function forgetSentConfirmations(
  db: Executor,
  subjects: string | readonly string[],
): Promise<void> {
  const any = sql.join(
    (typeof subjects === 'string' ? [subjects] : subjects).map((subject) => sql`${subject}`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE outbox_emails SET to_address = 'erased@deleted.invalid', reply_to = NULL
     WHERE status = 'sent' AND subject IN (${any}) AND to_address <> 'erased@deleted.invalid'`);
}
