import { COMMON_PASSWORDS } from './common-passwords.js';
import { passwordProblem } from './password-policy.js';
import {
  CURRENT_HASH_PREFIX,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.js';

describe('password hashing', () => {
  it('uses argon2id with m=19 MiB, t=2, p=1 and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([
      hashPassword('a long passphrase'),
      hashPassword('a long passphrase'),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(first).not.toBe(second);
    expect(needsRehash(first)).toBe(false);
    expect(await verifyPassword(first, 'a long passphrase')).toBe(true);
    expect(await verifyPassword(first, 'a long passphrasE')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('treats canonically equal Unicode the same (NFKC)', async () => {
    const hash = await hashPassword('café au lait please');
    expect(await verifyPassword(hash, 'cafe\u0301 au lait please')).toBe(true);
  });

  it('hashes and verifies off the event loop: other work keeps running meanwhile', async () => {
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns += 1;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const hash = await hashPassword('a passphrase to hash');
    const afterHash = turns;
    await verifyPassword(hash, 'a wrong guess');
    await verifyAgainstDummy('an unknown account');
    spinning = false;
    // Work on this thread would hold the loop for the whole ~50 ms: the spinner could not turn at all.
    expect(afterHash).toBeGreaterThan(10);
    expect(turns - afterHash).toBeGreaterThan(10);
  });
});

describe('password policy', () => {
  it('ships at least the 1,000 most common passwords, lower-cased', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const common of [
      '123456',
      'password',
      'qwerty',
      'iloveyou',
      'password1',
      'trustno1',
      'nigeria123',
    ]) {
      expect(COMMON_PASSWORDS.has(common)).toBe(true);
    }
    expect([...COMMON_PASSWORDS].every((entry) => entry === entry.toLowerCase())).toBe(true);
  });

  it('refuses common passwords in any case, and the owner’s name or email, with a reason', () => {
    const owner = { email: 'musa.ibrahim@example.com', name: 'Musa Ibrahim' };
    expect(passwordProblem('PassWord1', owner)).toMatch(/most common passwords/);
    expect(passwordProblem('MUSA.IBRAHIM@example.com', owner)).toMatch(/name or your email/);
    expect(passwordProblem('musa.ibrahim', owner)).toMatch(/name or your email/);
    expect(passwordProblem('musaibrahim', owner)).toMatch(/name or your email/);
    expect(passwordProblem('Musa Ibrahim sells suya', owner)).toBeNull();
  });
});
