import { sql } from 'drizzle-orm';
import type { Language } from 'shared/i18n';
import type { Executor } from '../../db/client.js';
import { at } from '../../lib/sql-time.js';
import { outboxPhoneOf } from '../sms/sms-module.js';

// Phone codes (0027_phones_and_sms_preferences.sql): one live code per account, for the number it was
// sent to, kept as a MAC; times from the app's clock, so tests can move it.

export interface PhoneOwner {
  /** As stored on the profile: +2348031234567. */
  phone: string;
  verified: boolean;
  language: Language;
}

/** The profile's number, whether it is verified, and the language its SMS are written in. */
export async function findPhoneOwner(db: Executor, userId: string): Promise<PhoneOwner | undefined> {
  const { rows } = await db.execute<{ phone: string; verified: boolean; language: Language }>(sql`
    SELECT p.phone_number AS phone, p.phone_verified_at IS NOT NULL AS verified, u.language
    FROM profiles p JOIN users u ON u.id = p.user_id
    WHERE p.user_id = ${userId}`);
  return rows[0];
}

/** Whether the profile's current number is verified; false without a profile. */
export async function isPhoneVerified(db: Executor, userId: string): Promise<boolean> {
  const { rows } = await db.execute<{ verified: boolean }>(sql`
    SELECT phone_verified_at IS NOT NULL AS verified FROM profiles WHERE user_id = ${userId}`);
  return rows[0]?.verified ?? false;
}

/**
 * Stores a new code for the account and number, replacing (and so killing) the last one. False when
 * the new code is the one it replaces (one chance in a million): the caller draws another.
 */
export async function replacePhoneCode(
  db: Executor,
  code: { userId: string; phone: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO phone_codes (user_id, phone, code_hash, attempts, expires_at, used_at, created_at)
    VALUES (${code.userId}, ${code.phone}, ${code.codeHash}, 0, ${at(code.expiresAt)}, NULL, ${at(code.now)})
    ON CONFLICT (user_id) DO UPDATE
      SET phone = EXCLUDED.phone, code_hash = EXCLUDED.code_hash, attempts = 0,
          expires_at = EXCLUDED.expires_at, used_at = NULL, created_at = EXCLUDED.created_at
      WHERE phone_codes.code_hash <> EXCLUDED.code_hash
    RETURNING user_id`);
  return rows.length > 0;
}

/** matched: this call used the code; wrong: a live code did not match (one try spent); unusable: no live code. */
export type PhoneCodeCheck = 'matched' | 'wrong' | 'unusable';

/**
 * Checks and spends a code in one statement, like the e-mail codes' `useCode`: concurrent calls queue
 * on the row lock and re-read it, so only the first right one sees `used_at IS NULL`. A code only
 * counts while the profile still has the number it went to.
 */
export async function usePhoneCode(
  db: Executor,
  attempt: { userId: string; codeHash: string; maxAttempts: number; now: Date },
): Promise<{ check: PhoneCodeCheck; phone?: string }> {
  const matches = sql`code_hash = ${attempt.codeHash}`;
  const { rows } = await db.execute<{ matched: boolean; phone: string }>(sql`
    UPDATE phone_codes
       SET used_at = CASE WHEN ${matches} THEN ${at(attempt.now)} END,
           attempts = attempts + CASE WHEN ${matches} THEN 0 ELSE 1 END
     WHERE user_id = ${attempt.userId} AND used_at IS NULL AND expires_at > ${at(attempt.now)}
       AND attempts < ${attempt.maxAttempts}
       AND phone = (SELECT phone_number FROM profiles WHERE user_id = ${attempt.userId})
    RETURNING used_at IS NOT NULL AS matched, phone`);
  const row = rows[0];
  if (!row) return { check: 'unusable' };
  return row.matched ? { check: 'matched', phone: row.phone } : { check: 'wrong' };
}

/**
 * Marks the profile's number verified, only while it is still `phone` (a change in between wins),
 * and clears the number's run of failed deliveries: proven reachable, it may get messages again.
 */
export async function markPhoneVerified(
  db: Executor,
  userId: string,
  phone: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE profiles SET phone_verified_at = ${at(now)}
    WHERE user_id = ${userId} AND phone_number = ${phone}
    RETURNING user_id`);
  if (rows.length === 0) return false;
  await db.execute(sql`
    INSERT INTO sms_numbers (phone, consecutive_failures, updated_at)
    VALUES (${outboxPhoneOf(phone)}, 0, ${at(now)})
    ON CONFLICT (phone) DO UPDATE SET consecutive_failures = 0, updated_at = EXCLUDED.updated_at`);
  return true;
}
