import { randomUUID } from 'node:crypto';
import { MESSAGES } from 'shared/messages';
import { PHONE_CODE_RULES, PHONE_MESSAGES, type PhoneCodeSent } from 'shared/schemas';
import type { Language } from 'shared/i18n';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { createCodeHasher, newCode } from '../../lib/secrets.js';
import { enqueueSms, outboxPhoneOf, type QueuedSms } from '../sms/sms-module.js';
import { createPhoneLimitKeys, PHONE_CODE_LIFETIME_SECONDS, PHONE_LIMITS } from './phone-limits.js';
import { findPhoneOwner, markPhoneVerified, replacePhoneCode, usePhoneCode } from './phone-repository.js';

/** The code's SMS in the person's language and its route (the sms feature's templates, handed in). */
export type CodeSms = (language: Language, code: string) => Pick<QueuedSms, 'route' | 'body'>;

export interface PhoneServiceOptions {
  db: Db;
  rateLimiter: RateLimiter;
  appSecret: string;
  now: () => Date;
  /** False when SMS is off here: nothing can be sent, so nothing can be verified. */
  smsOn: boolean;
  codeSms: CodeSms;
  /** Wakes the SMS outbox once the code's transaction has committed. */
  notifySms: () => void;
}

const invalidCode = () => new AppError('INVALID_OTP', PHONE_MESSAGES.invalidCode);

/** Issue 27: the profile's phone number proven by a 6-digit SMS code, with the e-mail codes' rules. */
export function createPhoneService({
  db,
  rateLimiter,
  appSecret,
  now,
  smsOn,
  codeSms,
  notifySms,
}: PhoneServiceOptions) {
  const hashCode = createCodeHasher(appSecret);
  const keys = createPhoneLimitKeys(appSecret);

  function assertSmsOn(): void {
    if (!smsOn) throw new AppError('CONFLICT', PHONE_MESSAGES.smsOff);
  }

  /**
   * The per-number limit, which no stranger can turn against the owner. A number takes codes for a
   * few accounts a day (each within its own limits), and an account already among them continues.
   * Past them, every further account still gets one code a day for the number, never refused
   * outright: someone who put the owner's number on their profiles first cannot lock the owner
   * out, and each extra text costs them a verified account (a count of codes per number would let
   * them spend the owner's).
   */
  async function admitToNumber(phone: string, userId: string): Promise<void> {
    const member = keys.numberAccount(phone, userId);
    // The account's first code to this number in the day is its first hit; any later one is a member's.
    const first = await rateLimiter.count(member, { ...PHONE_LIMITS.accountsPerNumberDay, limit: 1 });
    if (!first.allowed) return;
    const admitted = await rateLimiter.count(keys.numberAccounts(phone), PHONE_LIMITS.accountsPerNumberDay);
    if (admitted.allowed) return;
    // Not one of the number's accounts after all (its next ask comes back here): one code a day.
    await rateLimiter.refund(member);
    await rateLimiter.consume(
      keys.numberExtraAccount(phone, userId),
      PHONE_LIMITS.codePerExtraAccountDay,
      PHONE_MESSAGES.tooManyAccounts,
    );
  }

  return {
    /** POST /profile/phone/code: a new code to the profile's current number, replacing the last. */
    async sendCode(userId: string, ip: string): Promise<PhoneCodeSent> {
      assertSmsOn();
      const owner = await findPhoneOwner(db, userId);
      if (!owner) throw new AppError('NOT_FOUND', MESSAGES.profileMissing);
      if (owner.verified) throw new AppError('CONFLICT', PHONE_MESSAGES.alreadyVerified);
      // Counted first, atomically: a burst of taps sends one code.
      await rateLimiter.consume(keys.codeIp(ip), PHONE_LIMITS.codePerIp, MESSAGES.codeRequestsThrottled);
      await rateLimiter.consume(
        keys.codeMinute(userId),
        PHONE_LIMITS.codePerAccountMinute,
        MESSAGES.codeRequestTooSoon,
      );
      await rateLimiter.consume(
        keys.codeHour(userId),
        PHONE_LIMITS.codePerAccountHour,
        MESSAGES.codeRequestsThrottled,
      );
      await admitToNumber(owner.phone, userId);

      const sentAt = now();
      const expiresAt = new Date(sentAt.getTime() + PHONE_CODE_LIFETIME_SECONDS * 1000);
      await db.transaction(async (tx) => {
        // A fresh code never repeats the one it replaces, so "the previous code stops working" holds.
        let code: string;
        do {
          code = newCode();
        } while (
          !(await replacePhoneCode(tx, {
            userId,
            phone: owner.phone,
            codeHash: hashCode('verify_phone', userId, code),
            expiresAt,
            now: sentAt,
          }))
        );
        // Codes are never refused for failed deliveries or caps: this is how a number proves it works.
        await enqueueSms(
          tx,
          {
            key: `code:phone:${userId}:${randomUUID()}`,
            to: outboxPhoneOf(owner.phone),
            kind: 'code',
            ...codeSms(owner.language, code),
          },
          sentAt,
        );
      });
      notifySms();
      return { expiresAt: expiresAt.toISOString(), resendAfterSeconds: PHONE_CODE_RULES.resendSeconds };
    },

    /**
     * POST /profile/phone/verify: spends the code (a wrong one spends a try, and must commit) and
     * verifies the number it went to, if the profile still has it. One answer for every failure.
     */
    async verify(userId: string, otp: string, ip: string): Promise<void> {
      assertSmsOn();
      await rateLimiter.consume(keys.checksIp(ip), PHONE_LIMITS.checksPerIp, MESSAGES.codeChecksThrottled);
      const verified = await db.transaction(async (tx) => {
        const clock = now();
        const used = await usePhoneCode(tx, {
          userId,
          codeHash: hashCode('verify_phone', userId, otp),
          maxAttempts: PHONE_CODE_RULES.maxAttempts,
          now: clock,
        });
        return used.check === 'matched' && (await markPhoneVerified(tx, userId, used.phone!, clock));
      });
      if (!verified) throw invalidCode();
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
