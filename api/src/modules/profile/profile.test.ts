import { sql } from 'drizzle-orm';
import { MESSAGES } from 'shared/messages';
import { hashPassword } from '../../lib/passwords.js';
import { call, STRONG_PASSWORD } from '../../test/accounts.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ truncate: ['users', 'outbox_emails', 'rate_limits'] });

let accounts = 0;
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(STRONG_PASSWORD);
});

/**
 * A verified account signed in through the API, with the role chosen when given. Sign-up itself is
 * tested in the auth module; here the account is inserted directly to keep the file quick.
 */
async function account(role?: 'USER' | 'AGENT') {
  accounts += 1;
  const email = `person${accounts}@example.com`;
  await ctx.database.db.execute(sql`
    INSERT INTO users (email, name, password_hash, email_verified_at)
    VALUES (${email}, 'Zainab Bello', ${passwordHash}, now())`);
  const signedIn = await call(ctx, 'POST', '/api/v1/auth/login', { email, password: STRONG_PASSWORD });
  expect(signedIn.statusCode).toBe(200);
  const { token, user } = signedIn.json().data as { token: string; user: { id: string } };
  if (role) expect((await selectRole(token, role)).statusCode).toBe(200);
  return { token, userId: user.id };
}

const selectRole = (token: string, role: unknown) =>
  call(ctx, 'POST', '/api/v1/auth/select-role', { role }, { token });
const createProfile = (token: string | undefined, kind: 'user' | 'agent', payload: object) =>
  call(ctx, 'POST', `/api/v1/profile/${kind}`, payload, token ? { token } : {});
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)).rows as T[];
const profileCount = async () =>
  (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM profiles`))[0]!.n;

const HOME = {
  phoneNumber: '0803 123 4567',
  state: 'Lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue',
  landmark: 'Opposite the filling station',
};

describe('POST /api/v1/auth/select-role', () => {
  it('sets the role and answers with the user', async () => {
    const { token } = await account();
    const response = await selectRole(token, 'AGENT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Role set to AGENT successfully!',
      data: { user: expect.objectContaining({ role: 'AGENT', hasProfile: false, emailVerified: true }) },
    });
    expect(await rows(sql`SELECT role FROM users`)).toEqual([{ role: 'AGENT' }]);
    // Still free to change before a profile exists.
    expect((await selectRole(token, 'USER')).json().data.user.role).toBe('USER');
  });

  it.each([['ADMIN'], ['user'], [null]])('refuses the role %p with 400 and changes nothing', async (role) => {
    const { token } = await account();
    const response = await selectRole(token, role);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { role: 'Choose User (to book help) or Agent (to onboard Abokis)' },
    });
    expect(await rows(sql`SELECT role FROM users`)).toEqual([{ role: null }]);
  });

  it('is 409 once a profile exists', async () => {
    const { token } = await account('USER');
    expect((await createProfile(token, 'user', HOME)).statusCode).toBe(201);
    const response = await selectRole(token, 'AGENT');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'CONFLICT', message: MESSAGES.roleLocked });
    expect(await rows(sql`SELECT role FROM users`)).toEqual([{ role: 'USER' }]);
  });

  it('needs a real token: placeholders and none are 401', async () => {
    for (const token of ['pending-verification', 'email-verified', undefined]) {
      const response = await call(ctx, 'POST', '/api/v1/auth/select-role', { role: 'USER' }, { token });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('UNAUTHENTICATED');
    }
  });

  it('keeps the role fixed in the database too, once a profile exists', async () => {
    const { token, userId } = await account('AGENT');
    await createProfile(token, 'agent', HOME);
    const refused = await ctx.database.db
      .execute(sql`UPDATE users SET role = 'USER' WHERE id = ${userId}`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String(refused?.cause)).toMatch(/violates foreign key constraint "profiles_user_id_kind_fkey"/);
    expect(await rows(sql`SELECT role FROM users`)).toEqual([{ role: 'AGENT' }]);
  });
});

describe('POST /api/v1/profile/user', () => {
  it('creates the profile: phone normalised to +234, state and LGA as listed', async () => {
    const { token, userId } = await account('USER');
    const response = await createProfile(token, 'user', { ...HOME, state: 'lagos' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Profile created successfully!',
      data: {
        user: {
          id: userId,
          email: expect.any(String),
          name: 'Zainab Bello',
          role: 'USER',
          hasProfile: true,
          emailVerified: true,
          phoneNumber: '+2348031234567',
          state: 'Lagos',
          lga: 'Ikeja',
        },
      },
    });
    expect(
      await rows(sql`SELECT kind, phone_number, state, lga, address, landmark, business_name FROM profiles`),
    ).toEqual([
      {
        kind: 'USER',
        phone_number: '+2348031234567',
        state: 'Lagos',
        lga: 'Ikeja',
        address: '12 Allen Avenue',
        landmark: 'Opposite the filling station',
        business_name: null,
      },
    ]);
    const me = await call(ctx, 'GET', '/api/v1/auth/me', undefined, { token });
    expect(me.json().data.user).toEqual(response.json().data.user);
  });

  it('accepts a profile without a landmark', async () => {
    const { token } = await account('USER');
    const { landmark: _landmark, ...withoutLandmark } = HOME;
    expect((await createProfile(token, 'user', withoutLandmark)).statusCode).toBe(201);
    expect(await rows(sql`SELECT landmark FROM profiles`)).toEqual([{ landmark: null }]);
  });

  it('is 403 without a role, with the spec text', async () => {
    const { token } = await account();
    for (const kind of ['user', 'agent'] as const) {
      const response = await createProfile(token, kind, HOME);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'FORBIDDEN',
        message: 'Please select a user type (Agent or User) first.',
      });
    }
    expect(await profileCount()).toBe(0);
  });

  it('is 403 for an AGENT, with the spec text', async () => {
    const { token } = await account('AGENT');
    const response = await createProfile(token, 'user', HOME);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Invalid role. Please select 'User' to create a user profile.");
    expect(await profileCount()).toBe(0);
  });

  it('is 409 when the profile exists, leaving it as it was', async () => {
    const { token } = await account('USER');
    await createProfile(token, 'user', HOME);
    const response = await createProfile(token, 'user', { ...HOME, address: '99 Somewhere Else' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'CONFLICT', message: MESSAGES.profileExists });
    expect(await rows(sql`SELECT address FROM profiles`)).toEqual([{ address: '12 Allen Avenue' }]);
  });

  it.each([
    [{ ...HOME, phoneNumber: '+44 20 7946 0958' }, 'phoneNumber', 'Enter a Nigerian phone number'],
    [{ ...HOME, lga: 'Nsukka' }, 'lga', 'Choose an LGA in Lagos'],
    [{ ...HOME, state: 'Atlantis' }, 'state', 'Choose one of the 36 states or FCT'],
    [{ ...HOME, address: 'x' }, 'address', 'at least 5 characters'],
    [{ ...HOME, businessName: 'Shop' }, 'businessName', 'Unknown field'],
    [{ phoneNumber: HOME.phoneNumber, state: 'Lagos', lga: 'Ikeja' }, 'address', 'Enter your address'],
  ])('refuses %j with 400 on %s and stores nothing', async (payload, field, text) => {
    const { token } = await account('USER');
    const response = await createProfile(token, 'user', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(response.json().fields[field]).toContain(text);
    expect(await profileCount()).toBe(0);
  });

  it('is 401 without a token, before looking at the body', async () => {
    const response = await createProfile(undefined, 'user', { nonsense: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('UNAUTHENTICATED');
  });

  it('lets only one of two concurrent creations in', async () => {
    const { token } = await account('USER');
    const answers = await Promise.all([
      createProfile(token, 'user', HOME),
      createProfile(token, 'user', HOME),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await profileCount()).toBe(1);
  });
});

describe('POST /api/v1/profile/agent', () => {
  it('creates the profile with business and identity details', async () => {
    const { token } = await account('AGENT');
    const response = await createProfile(token, 'agent', {
      ...HOME,
      state: 'FCT',
      lga: 'Abuja Municipal',
      businessName: 'Bello Helpers',
      idType: 'NIN',
      idNumber: '123 4567 8901',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ role: 'AGENT', hasProfile: true, state: 'FCT' });
    // Only the last four and a keyed hash of the number are kept (issue 25), never the number.
    const stored = await rows(
      sql`SELECT kind, business_name, id_type, id_number_last4, id_number_hash FROM profiles`,
    );
    expect(stored).toEqual([
      {
        kind: 'AGENT',
        business_name: 'Bello Helpers',
        id_type: 'NIN',
        id_number_last4: '8901',
        id_number_hash: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
    ]);
    expect(JSON.stringify(stored)).not.toContain('12345678901');
  });

  it('accepts an agent profile with only the required fields', async () => {
    const { token } = await account('AGENT');
    expect((await createProfile(token, 'agent', HOME)).statusCode).toBe(201);
  });

  it('is 403 for a USER, with the spec text', async () => {
    const { token } = await account('USER');
    const response = await createProfile(token, 'agent', HOME);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Invalid role. Please select 'Agent' to create an agent profile.");
    expect(await profileCount()).toBe(0);
  });

  it.each([
    [{ idType: 'NIN', idNumber: '1234' }, 'idNumber', 'A NIN is 11 digits'],
    [{ idType: 'BVN', idNumber: '2234567890A' }, 'idNumber', 'A BVN is 11 digits'],
    [{ idType: 'PASSPORT', idNumber: '12345678' }, 'idNumber', 'a letter followed by 8 digits'],
    [{ idType: 'VOTERS_CARD', idNumber: 'ABC' }, 'idNumber', '19 letters and digits'],
    [{ idType: 'DRIVERS_LICENCE', idNumber: 'AB1' }, 'idNumber', '8 to 16 letters and digits'],
    [{ idType: 'SCHOOL_ID', idNumber: '12345' }, 'idType', 'Choose the kind of ID: NIN, BVN, voter’s card'],
    [{ idNumber: '12345678901' }, 'idType', 'Choose the type of ID'],
    [{ idType: 'NIN' }, 'idNumber', 'Enter the ID number'],
  ])('refuses identity details %j with 400 on %s', async (identity, field, text) => {
    const { token } = await account('AGENT');
    const response = await createProfile(token, 'agent', { ...HOME, ...identity });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toContain(text);
    expect(await profileCount()).toBe(0);
  });
});

describe('GET and PATCH /api/v1/profile', () => {
  it('shows the user and a null profile before one is created', async () => {
    const { token } = await account('USER');
    const response = await call(ctx, 'GET', '/api/v1/profile', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({
      user: expect.objectContaining({ role: 'USER', hasProfile: false, phoneNumber: null }),
      profile: null,
    });
  });

  it('shows the profile, with only the last four characters of the ID number', async () => {
    const { token } = await account('AGENT');
    await createProfile(token, 'agent', { ...HOME, idType: 'PASSPORT', idNumber: 'a12345678' });
    const response = await call(ctx, 'GET', '/api/v1/profile', undefined, { token });
    expect(response.json().data.profile).toEqual({
      type: 'AGENT',
      phoneNumber: '+2348031234567',
      // Text messages are off in this suite: no number is asked to be verified.
      phoneVerified: null,
      state: 'Lagos',
      lga: 'Ikeja',
      address: '12 Allen Avenue',
      landmark: 'Opposite the filling station',
      businessName: null,
      idType: 'PASSPORT',
      idNumberLast4: '5678',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.body).not.toContain('A12345678');
  });

  it('changes only what is sent', async () => {
    const { token } = await account('USER');
    await createProfile(token, 'user', HOME);
    const response = await call(
      ctx,
      'PATCH',
      '/api/v1/profile',
      {
        name: 'Zainab B. Bello',
        phoneNumber: '+234 905 555 1234',
        state: 'Kano',
        lga: 'Nasarawa',
        landmark: '',
      },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.profileUpdated);
    expect(response.json().data.user).toMatchObject({
      name: 'Zainab B. Bello',
      phoneNumber: '+2349055551234',
      state: 'Kano',
      lga: 'Nasarawa',
      hasProfile: true,
    });
    expect(response.json().data.profile).toMatchObject({ address: '12 Allen Avenue', landmark: null });
    expect(await rows(sql`SELECT name FROM users`)).toEqual([{ name: 'Zainab B. Bello' }]);
  });

  it.each([
    [{ state: 'Kano' }, 'lga', 'Send state and lga together'],
    [{ state: 'Kano', lga: 'Ikeja' }, 'lga', 'Choose an LGA in Kano'],
    [{ phoneNumber: '123' }, 'phoneNumber', 'Enter a Nigerian phone number'],
    [{}, 'body', 'Send at least one field to change'],
    [{ role: 'AGENT' }, 'role', 'Unknown field'],
    [{ businessName: 'Shop' }, 'businessName', MESSAGES.agentFieldsOnly],
  ])('refuses %j with 400 on %s and changes nothing', async (payload, field, text) => {
    const { token } = await account('USER');
    await createProfile(token, 'user', HOME);
    const before = await rows(sql`SELECT * FROM profiles`);
    const response = await call(ctx, 'PATCH', '/api/v1/profile', payload, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toContain(text);
    expect(await rows(sql`SELECT * FROM profiles`)).toEqual(before);
  });

  it('changes agent details and can clear the ID', async () => {
    const { token } = await account('AGENT');
    await createProfile(token, 'agent', { ...HOME, idType: 'NIN', idNumber: '12345678901' });
    const changed = await call(ctx, 'PATCH', '/api/v1/profile', { businessName: 'Helpers Ltd' }, { token });
    expect(changed.json().data.profile).toMatchObject({ businessName: 'Helpers Ltd', idType: 'NIN' });
    const cleared = await call(ctx, 'PATCH', '/api/v1/profile', { idType: null, idNumber: null }, { token });
    expect(cleared.statusCode).toBe(200);
    expect(
      await rows(sql`SELECT business_name, id_type, id_number_last4, id_number_hash FROM profiles`),
    ).toEqual([{ business_name: 'Helpers Ltd', id_type: null, id_number_last4: null, id_number_hash: null }]);
  });

  it('is 404 for profile fields before a profile exists, but the name can change', async () => {
    const { token } = await account('USER');
    const missing = await call(ctx, 'PATCH', '/api/v1/profile', { address: '1 New Road' }, { token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.profileMissing);
    const renamed = await call(ctx, 'PATCH', '/api/v1/profile', { name: 'New Name' }, { token });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.user.name).toBe('New Name');
  });

  it('is 401 without a token', async () => {
    expect((await call(ctx, 'GET', '/api/v1/profile')).statusCode).toBe(401);
    expect((await call(ctx, 'PATCH', '/api/v1/profile', { name: 'X Y' })).statusCode).toBe(401);
  });
});
