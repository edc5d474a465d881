import { sql } from 'drizzle-orm';
import {
  OPS_MESSAGES,
  type StaffMe,
  type StaffRole,
  type StaffTotpState,
  type TotpEnrolment,
} from 'shared/schemas';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { createSealer } from '../../lib/secrets.js';
import type { AuthSession } from '../../plugins/authenticate.js';
import { recordAudit, type Actor } from './audit.js';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js';
import { dateOrNull } from '../../lib/sql-time.js';

/** A staff session answers ops routes for this long after its code, and then ends (issue 25). */
export const STAFF_SESSION_HOURS = 12;
const STAFF_SESSION_MS = STAFF_SESSION_HOURS * 60 * 60 * 1000;
/** Codes tried per account: 6 digits are guessable only by volume. */
const CODE_TRIES = { limit: 5, windowSeconds: 15 * 60 };

export interface StaffMember {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  totp: StaffTotpState;
  unlockedUntil: Date | null;
}

interface StaffRow {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  totpSecret: string | null;
  totpEnrolledAt: Date | null;
  totpLastStep: number | null;
  opsUnlockedAt: Date | null;
}

async function findStaff(db: Executor, session: AuthSession): Promise<StaffRow | undefined> {
  const { rows } = await db.execute(sql`
    SELECT g.user_id, u.email, u.name, g.role, g.totp_secret, g.totp_enrolled_at, g.totp_last_step,
           s.ops_unlocked_at
    FROM staff_grants g
    JOIN users u ON u.id = g.user_id AND u.deleted_at IS NULL
    JOIN sessions s ON s.id = ${session.sessionId} AND s.user_id = g.user_id
    WHERE g.user_id = ${session.user.id}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId: String(row.user_id),
    email: String(row.email),
    name: String(row.name),
    role: row.role as StaffRole,
    totpSecret: (row.totp_secret as string | null) ?? null,
    totpEnrolledAt: dateOrNull(row.totp_enrolled_at),
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    opsUnlockedAt: dateOrNull(row.ops_unlocked_at),
  };
}

/** Not staff, or signed out: every ops route is a 404, so the console's existence is not confirmed. */
export const notStaff = () => new AppError('NOT_FOUND', 'Not found');

export interface StaffServiceOptions {
  db: Db;
  appSecret: string;
  rateLimiter: RateLimiter;
  now: () => Date;
}

export function createStaffService({ db, appSecret, rateLimiter, now }: StaffServiceOptions) {
  const sealer = createSealer(appSecret, 'totp');

  function memberOf(row: StaffRow): StaffMember {
    const unlockedUntil = row.opsUnlockedAt ? new Date(row.opsUnlockedAt.getTime() + STAFF_SESSION_MS) : null;
    const totp: StaffTotpState = !row.totpEnrolledAt
      ? 'NOT_ENROLLED'
      : unlockedUntil && unlockedUntil > now()
        ? 'UNLOCKED'
        : 'LOCKED';
    return {
      userId: row.userId,
      email: row.email,
      name: row.name,
      role: row.role,
      totp,
      unlockedUntil: totp === 'UNLOCKED' ? unlockedUntil : null,
    };
  }

  async function staffOrNotFound(session: AuthSession | null): Promise<StaffRow> {
    const row = session ? await findStaff(db, session) : undefined;
    if (!row) throw notStaff();
    return row;
  }

  return {
    /** Any staff member, code entered or not (me, enrol, verify); everyone else gets 404. */
    async member(session: AuthSession | null): Promise<StaffMember> {
      return memberOf(await staffOrNotFound(session));
    },

    /** A staff member whose session entered a code in the last 12 hours: every other ops route. */
    async unlocked(session: AuthSession | null): Promise<StaffMember> {
      const member = memberOf(await staffOrNotFound(session));
      if (member.totp !== 'UNLOCKED') {
        throw new AppError(
          'TOTP_REQUIRED',
          member.totp === 'NOT_ENROLLED' ? OPS_MESSAGES.enrolFirst : OPS_MESSAGES.codeNeeded,
        );
      }
      return member;
    },

    view(member: StaffMember): StaffMe {
      return {
        name: member.name,
        email: member.email,
        role: member.role,
        totp: member.totp,
        unlockedUntil: member.unlockedUntil?.toISOString() ?? null,
      };
    },

    /**
     * A new authenticator key, until a code from it is entered; once enrolled it cannot be replaced
     * through the API (a stolen session must not swap the second factor): an admin revokes and grants.
     */
    async enrol(session: AuthSession | null): Promise<TotpEnrolment> {
      const row = await staffOrNotFound(session);
      if (row.totpEnrolledAt) throw new AppError('CONFLICT', OPS_MESSAGES.alreadyEnrolled);
      const secret = newTotpSecret();
      const { rows } = await db.execute(sql`
        UPDATE staff_grants SET totp_secret = ${sealer.seal(secret)}
        WHERE user_id = ${row.userId} AND totp_enrolled_at IS NULL RETURNING user_id`);
      if (rows.length === 0) throw new AppError('CONFLICT', OPS_MESSAGES.alreadyEnrolled);
      return { secret, otpauthUrl: otpauthUrl(secret, row.email) };
    },

    /**
     * A code from the app: confirms the enrolment the first time, and unlocks this session for 12
     * hours (the session then ends at the latest 12 hours from now). Counted before it is checked;
     * the step it was made for is stored by compare-and-swap, so a code works once, even in a race.
     */
    async verify(session: AuthSession | null, code: string, requestId: string): Promise<StaffMember> {
      const row = await staffOrNotFound(session);
      await rateLimiter.consume(`ops-totp:${row.userId}`, CODE_TRIES);
      const wrong = () =>
        new AppError('INVALID_TOTP', OPS_MESSAGES.wrongCode, { fields: { code: OPS_MESSAGES.wrongCode } });
      if (!row.totpSecret) throw new AppError('CONFLICT', OPS_MESSAGES.enrolFirst);
      const at = now();
      const step = matchTotp(sealer.open(row.totpSecret), code, at, row.totpLastStep);
      if (step === null) throw wrong();
      await db.transaction(async (tx) => {
        const { rows } = await tx.execute(sql`
          UPDATE staff_grants SET totp_last_step = ${step},
            totp_enrolled_at = coalesce(totp_enrolled_at, ${at.toISOString()}::timestamptz)
          WHERE user_id = ${row.userId} AND totp_secret = ${row.totpSecret}
            AND (totp_last_step IS NULL OR totp_last_step < ${step})
          RETURNING user_id`);
        if (rows.length === 0) throw wrong();
        const until = new Date(at.getTime() + STAFF_SESSION_MS).toISOString();
        await tx.execute(sql`
          UPDATE sessions SET ops_unlocked_at = ${at.toISOString()}::timestamptz,
            expires_at = least(expires_at, ${until}::timestamptz)
          WHERE id = ${session!.sessionId}`);
        if (!row.totpEnrolledAt) {
          await recordAudit(
            tx,
            { id: row.userId, label: row.email, requestId },
            { action: 'TOTP_ENROLLED', targetType: 'staff', targetId: row.userId },
          );
        }
      });
      return memberOf({ ...row, totpEnrolledAt: row.totpEnrolledAt ?? at, opsUnlockedAt: at });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** What the command line says about the account it granted or revoked. */
export type GrantOutcome = { email: string; role: StaffRole | null; before: StaffRole | null };

/**
 * `npm run ops -- grant`: makes a verified account staff (or changes its role). A new grant starts
 * without an authenticator: the person enrols one on first opening the console. Audited.
 */
export async function grantStaff(
  db: Db,
  email: string,
  role: StaffRole,
  actor: Actor,
): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT u.id, u.email, g.role FROM users u LEFT JOIN staff_grants g ON g.user_id = u.id
      WHERE u.email = ${email.trim().toLowerCase()} AND u.deleted_at IS NULL
        AND u.email_verified_at IS NOT NULL
      FOR UPDATE OF u`);
    const user = rows[0];
    if (!user) throw new AppError('NOT_FOUND', `No verified account has the e-mail ${email}`);
    const before = (user.role as StaffRole | null) ?? null;
    await tx.execute(sql`
      INSERT INTO staff_grants (user_id, role) VALUES (${user.id}, ${role})
      ON CONFLICT (user_id) DO UPDATE SET role = excluded.role`);
    await recordAudit(tx, actor, {
      action: 'STAFF_GRANTED',
      targetType: 'staff',
      targetId: String(user.id),
      before: before && { role: before },
      after: { role, email: user.email },
    });
    return { email: String(user.email), role, before };
  });
}

/** `npm run ops -- revoke`: the grant goes, and every session of the account's is unlocked no more. */
export async function revokeStaff(db: Db, email: string, actor: Actor): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      DELETE FROM staff_grants g USING users u
      WHERE g.user_id = u.id AND u.email = ${email.trim().toLowerCase()}
      RETURNING g.user_id, g.role, u.email`);
    const grant = rows[0];
    if (!grant) throw new AppError('NOT_FOUND', `${email} is not staff`);
    await tx.execute(sql`UPDATE sessions SET ops_unlocked_at = NULL WHERE user_id = ${grant.user_id}`);
    await recordAudit(tx, actor, {
      action: 'STAFF_REVOKED',
      targetType: 'staff',
      targetId: String(grant.user_id),
      before: { role: grant.role, email: grant.email },
    });
    return { email: String(grant.email), role: null, before: grant.role as StaffRole };
  });
}
