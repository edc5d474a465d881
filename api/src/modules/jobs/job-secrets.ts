import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';

// A job's reference and start code, both from the CSPRNG. The start code is kept twice: as a MAC
// (to check the code the Aboki is given at the door, issue 10) and encrypted (so the booking User
// can read it again on their job page). Both keys derive from APP_SECRET, which is never in the
// database, so a copy of the database reveals no start code (docs/decisions/0018).

/** No 0/O, 1/I/L: a reference is read out over the phone. 31 symbols, 6 of them: ~887 million. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^ABK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `ABK-${code}`;
}

/** 4 digits, leading zeros kept. */
export function newStartCode(): string {
  return randomInt(0, 10_000).toString().padStart(4, '0');
}

const ENCRYPTED_PREFIX = 'v1';

export function createStartCodeKeys(appSecret: string) {
  const macKey = Buffer.from(hkdfSync('sha256', appSecret, 'aboki', 'start-code-mac-v1', 32));
  const encryptionKey = Buffer.from(hkdfSync('sha256', appSecret, 'aboki', 'start-code-enc-v1', 32));
  return {
    /** Bound to the job's reference: one job's code never matches another's. */
    hash(reference: string, code: string): string {
      return createHmac('sha256', macKey).update(`${reference}\n${code}`).digest('base64url');
    },

    /** AES-256-GCM with the reference as associated data: a ciphertext moved to another job fails. */
    encrypt(reference: string, code: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(Buffer.from(reference));
      const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return [ENCRYPTED_PREFIX, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    decrypt(reference: string, stored: string): string {
      const [prefix, iv, ciphertext, tag] = stored.split('.');
      if (prefix !== ENCRYPTED_PREFIX || !iv || !ciphertext || !tag) throw new Error('Unreadable start code');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(reference));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type StartCodeKeys = ReturnType<typeof createStartCodeKeys>;
