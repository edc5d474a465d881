import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. @node-rs/argon2 hashes on
 * libuv's thread pool, so the event loop keeps serving requests while it works.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2, // Argon2id; the package's enum is a const enum that isolated modules cannot read
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Every hash made with the options above starts like this; an older one is upgraded at the next sign-in. */
export const CURRENT_HASH_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/** The same characters typed on different keyboards give the same password (NIST SP 800-63B 5.1.1.2). */
const normalise = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalise(password));
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_HASH_PREFIX);
}

let dummyHash: Promise<string> | undefined;

/** Hashes a random password once per process, for verifyAgainstDummy. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * Spends the same argon2 work as a real check and always fails: signing in with an unknown email
 * takes as long as with a wrong password, so timing does not tell which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
