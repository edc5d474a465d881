import { createHmac, hkdfSync } from 'node:crypto';
import { clientKey } from '../../lib/client-key.js';

export type CodeRequestKind = 'send-otp' | 'forgot-password' | 'sign-in';

/**
 * The rate-limit keys of the auth module. Emails appear only as an HMAC under a key derived from
 * APP_SECRET: an unkeyed hash of an email is reversed by hashing a list of addresses, so whoever can
 * read the limiter's store (a database dump, a shared Redis) would learn who tried to sign in.
 * Addresses appear as `clientKey` (IPv6 by /64).
 */
export function createLimitKeys(appSecret: string) {
  const macKey = Buffer.from(hkdfSync('sha256', appSecret, 'aboki', 'rate-limit-key-v1', 32));
  /** 32 base64url characters (192 bits): collisions never merge two people's counters. */
  const hidden = (email: string) =>
    createHmac('sha256', macKey).update(email).digest('base64url').slice(0, 32);
  return {
    registerIp: (ip: string) => `register:ip:${clientKey(ip)}`,
    registerEmail: (email: string) => `register:email:${hidden(email)}`,
    codeRequestIp: (kind: CodeRequestKind, ip: string) => `${kind}:ip:${clientKey(ip)}`,
    codeRequestMinute: (kind: CodeRequestKind, email: string) => `${kind}:minute:${hidden(email)}`,
    codeRequestHour: (kind: CodeRequestKind, email: string) => `${kind}:hour:${hidden(email)}`,
    codeChecksIp: (ip: string) => `code-check:ip:${clientKey(ip)}`,
    signInsAccount: (email: string) => `sign-in:account:${hidden(email)}`,
    signInsIp: (ip: string) => `sign-in:ip:${clientKey(ip)}`,
  };
}

export type LimitKeys = ReturnType<typeof createLimitKeys>;
