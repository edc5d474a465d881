import {
  loginSchema,
  otpSchema,
  passwordSchema,
  registerSchema,
  selectRoleSchema,
  userSchema,
} from './auth.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('passwordSchema', () => {
  it('counts characters, not UTF-16 units: 8 to 128, no composition rules', () => {
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(passwordSchema.safeParse('😀'.repeat(8)).success).toBe(true);
    expect(passwordSchema.safeParse('😀'.repeat(128)).success).toBe(true);
    expect(messages(passwordSchema.safeParse('😀'.repeat(7)))).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(messages(passwordSchema.safeParse('x'.repeat(129)))).toEqual([
      'Password must be at most 128 characters',
    ]);
  });

  it('keeps the password exactly as typed: no trimming', () => {
    expect(passwordSchema.parse('  spaces count  ')).toBe('  spaces count  ');
  });
});

describe('registerSchema and loginSchema', () => {
  it('normalise the email and name, and reject unknown fields', () => {
    expect(
      registerSchema.parse({ name: ' Ada ', email: ' ADA@Example.com', password: 'long enough' }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long enough',
    });
    expect(
      registerSchema.safeParse({ name: 'Ada', email: 'a@b.co', password: 'long enough', role: 'USER' })
        .success,
    ).toBe(false);
  });

  it('lets any non-empty password through to sign-in, up to the maximum', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'Enter your password',
    ]);
  });
});

describe('otpSchema', () => {
  it('takes 6 digits, ignoring spaces', () => {
    expect(otpSchema.parse('123 456')).toBe('123456');
    expect(otpSchema.safeParse('12345').success).toBe(false);
    expect(otpSchema.safeParse('12345a').success).toBe(false);
  });
});

describe('selectRoleSchema and userSchema', () => {
  it('know the two roles', () => {
    expect(selectRoleSchema.parse({ role: 'AGENT' })).toEqual({ role: 'AGENT' });
    expect(messages(selectRoleSchema.safeParse({ role: 'ADMIN' }))).toEqual(['Choose a role: USER or AGENT']);
  });

  it('strips anything beyond the contract fields', () => {
    const user = userSchema.parse({
      id: 'u1',
      email: 'a@b.co',
      name: 'A B',
      role: null,
      hasProfile: false,
      emailVerified: true,
      phoneNumber: null,
      state: null,
      lga: null,
      passwordHash: '$argon2id$...',
    });
    expect(Object.keys(user)).not.toContain('passwordHash');
  });
});
