import { createHmac, hkdfSync } from 'node:crypto';
import { PHONE_CODE_RULES } from 'shared/schemas';
import { clientKey } from '../../lib/client-key.js';
import type { RateRule } from '../../lib/rate-limiter.js';

export const PHONE_CODE_LIFETIME_SECONDS = PHONE_CODE_RULES.lifetimeMinutes * 60;

/**
 * The throttles on phone codes, shared by every API process through the rate limiter. A stranger can
 * put anyone's number on their own profile, so nothing here is counted per number alone: that count
 * would let the stranger use up the owner's codes (docs/decisions/0045). Instead:
 *
 * - per account: one code a minute and 5 an hour (what bounds guessing: 5 codes × 5 tries an hour);
 * - per number: `accountsPerNumberDay` different accounts a day have codes sent to it within their
 *   own limits, and an account already among them continues; every further account gets one code
 *   a day for it. So making accounts floods no phone (each extra text costs a verified account),
 *   and a stranger who got there first never locks the owner out;
 * - per address: sends and checks, generous (many customers share one carrier-grade NAT address).
 */
export const PHONE_LIMITS = {
  codePerAccountMinute: { limit: 1, windowSeconds: PHONE_CODE_RULES.resendSeconds },
  codePerAccountHour: { limit: 5, windowSeconds: 3600 },
  /** Shared phones are real (a family, a shop), so a few accounts may verify one number. */
  accountsPerNumberDay: { limit: 3, windowSeconds: 24 * 3600 },
  /** Past those: one code a day for each further account (enough for an owner who came last). */
  codePerExtraAccountDay: { limit: 1, windowSeconds: 24 * 3600 },
  codePerIp: { limit: 20, windowSeconds: 3600 },
  checksPerIp: { limit: 60, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

/**
 * The rate-limit keys of phone codes. Numbers appear only as an HMAC under a key derived from
 * APP_SECRET (Nigerian numbers are few enough to reverse any plain hash); accounts by their id.
 */
export function createPhoneLimitKeys(appSecret: string) {
  const macKey = Buffer.from(hkdfSync('sha256', appSecret, 'aboki', 'phone-rate-limit-key-v1', 32));
  const hidden = (phone: string) =>
    createHmac('sha256', macKey).update(phone).digest('base64url').slice(0, 32);
  return {
    codeIp: (ip: string) => `phone-code:ip:${clientKey(ip)}`,
    codeMinute: (userId: string) => `phone-code:minute:${userId}`,
    codeHour: (userId: string) => `phone-code:hour:${userId}`,
    /** How many different accounts asked for codes to this number in its day. */
    numberAccounts: (phone: string) => `phone-code:number:${hidden(phone)}`,
    /** Set when this account is one of them: it continues past the number's count. */
    numberAccount: (phone: string, userId: string) => `phone-code:number:${hidden(phone)}:${userId}`,
    /** An account past the number's count: its one code a day. */
    numberExtraAccount: (phone: string, userId: string) =>
      `phone-code:number-extra:${hidden(phone)}:${userId}`,
    checksIp: (ip: string) => `phone-check:ip:${clientKey(ip)}`,
  };
}
