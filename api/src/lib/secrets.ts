import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';

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
/** What a code may prove: the e-mailed codes' purposes, and a profile's phone number (phone_codes). */
export type CodeHashPurpose = CodePurpose | 'verify_phone';

/**
 * Keys the hashes of emailed codes. A million possible codes are trivial to try offline, so a plain
 * hash would not protect them; a MAC under a key derived from APP_SECRET (kept out of the database) does.
 */
export function createCodeHasher(appSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'aboki', 'email-code-mac-v1', 32));
  /** Binds the code to its purpose and its account: a sign-up code can never reset a password. */
  return (purpose: CodeHashPurpose, userId: string, code: string): string =>
    createHmac('sha256', key).update(`${purpose}\n${userId}\n${code}`).digest('base64url');
}

export type CodeHasher = ReturnType<typeof createCodeHasher>;

/**
 * Seals a secret the server must read back (a staff member's authenticator key): AES-256-GCM under a
 * key derived from APP_SECRET, so a copy of the database alone reveals nothing. `purpose` keeps keys
 * for different secrets apart.
 */
export function createSealer(appSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'aboki', `sealed-${purpose}-v1`, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;

/**
 * What is kept of an ID number: an HMAC under a key derived from APP_SECRET (an 11-digit NIN is far
 * too few possibilities for a plain hash), enough to notice one number behind two Abokis.
 */
export function createIdNumberHasher(appSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'aboki', 'id-number-mac-v1', 32));
  return (idType: string, idNumber: string): string =>
    createHmac('sha256', key).update(`${idType}\n${idNumber}`).digest('base64url');
}

export type IdNumberHasher = ReturnType<typeof createIdNumberHasher>;
