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

  it('take the emailed sign-in code with the password when there is one', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'pw', code: '123 456' })).toEqual({
      email: 'a@b.co',
      password: 'pw',
      code: '123456',
    });
    expect(messages(loginSchema.safeParse({ email: 'a@b.co', password: 'pw', code: '' }))).toEqual([
      'Enter the 6-digit code from the email',
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
    expect(messages(selectRoleSchema.safeParse({ role: 'ADMIN' }))).toEqual([
      'Choose User (to book help) or Agent (to onboard Abokis)',
    ]);
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

describe('control characters (security review, findings 2 and 5)', () => {
  const register = { name: 'Ada Obi', email: 'ada@example.com', password: 'long enough' };
  const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('keep a name on one line and free of control characters, naming the field', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...register, name: 'Ada\u0000Obi' }))).toEqual({
      name: 'Remove the invisible control characters from this field',
    });
    expect(fieldErrors(registerSchema.safeParse({ ...register, name: 'Ada\nDear customer, click' }))).toEqual(
      {
        name: 'Keep this on one line',
      },
    );
    expect(fieldErrors(registerSchema.safeParse({ ...register, name: 'Ada\u202EObi\u0085' }))).toEqual({
      name: 'Remove the invisible control characters from this field',
    });
    expect(fieldErrors(registerSchema.safeParse({ ...register, name: 'Ada \uD800' }))).toEqual({
      name: 'Remove the invisible control characters from this field',
    });
    // Letters of every script, accents and emoji are names too.
    expect(registerSchema.parse({ ...register, name: '  Ọlábísí Ìbàdàn 😀 ' }).name).toBe(
      'Ọlábísí Ìbàdàn 😀',
    );
  });

  it('refuse a NUL byte in an email as an invalid address', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...register, email: 'ada\u0000@example.com' }))).toEqual({
      email: 'Enter a valid email address',
    });
    expect(fieldErrors(loginSchema.safeParse({ email: 'ada@example.com\u0000', password: 'x' }))).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('refuse control characters in a new password but allow every printable character', () => {
    for (const password of ['long\u0000enough', 'tab\tseparated', 'bell\u0007ringing', 'lone \uDC00 half']) {
      expect(messages(passwordSchema.safeParse(password))).toEqual([
        'Remove the invisible control characters from this field',
      ]);
    }
    expect(passwordSchema.parse(' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ é 😀')).toBe(
      ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ é 😀',
    );
  });

  it('let any password through to sign-in, where it is only compared with a hash', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'old\tpassword' }).success).toBe(true);
  });
});
