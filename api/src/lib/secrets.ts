import { createHash, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. Session and password-reset tokens look like this. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a stolen table holds nothing a client could present. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export type CodePurpose = 'verify_email' | 'reset_password' | 'sign_in';

/**
 * Keys the hashes of emailed codes. A million possible codes are trivial to try offline, so a plain
 * hash would not protect them; a MAC under a key derived from APP_SECRET (kept out of the database) does.
 */
export function createCodeHasher(appSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'aboki', 'email-code-mac-v1', 32));
  /** Binds the code to its purpose and its account: a sign-up code can never reset a password. */
  return (purpose: CodePurpose, userId: string, code: string): string =>
    createHmac('sha256', key).update(`${purpose}\n${userId}\n${code}`).digest('base64url');
}

export type CodeHasher = ReturnType<typeof createCodeHasher>;
