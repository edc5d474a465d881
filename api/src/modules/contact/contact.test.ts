import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/use-test-app.js';
import { CONTACT_RATE_RULE } from './contact-service.js';

const ctx = useTestApp({
  smtp: true,
  truncate: ['contact_messages', 'tickets', 'outbox_emails', 'rate_limits'],
});

const send = (payload: unknown, ip = '203.0.113.7') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: payload as object, remoteAddress: ip });

const countRows = async (table: 'contact_messages' | 'tickets' | 'outbox_emails') => {
  const { rows } = await ctx.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return rows[0]!.n;
};

describe('POST /api/v1/contact', () => {
  it('stores the message and emails support through the outbox over SMTP', async () => {
    const response = await send({
      name: 'Chiamaka Obi',
      email: 'Chiamaka@Example.com',
      phone: '0803 123 4567',
      message: 'I want to become an agent in Enugu. How do I start?',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: expect.stringContaining('received your message'),
      data: { id: expect.any(String) },
    });

    const { rows } = await ctx.database.db.execute(
      sql`SELECT name, email, phone, message, ip FROM contact_messages`,
    );
    expect(rows).toEqual([
      {
        name: 'Chiamaka Obi',
        email: 'chiamaka@example.com',
        phone: '+2348031234567',
        message: 'I want to become an agent in Enugu. How do I start?',
        ip: '203.0.113.7',
      },
    ]);

    await ctx.app.outbox.flush();
    const [mail] = await ctx.smtp.waitForMessages(1);
    expect(mail!.to).toMatchObject({ text: 'support@aboki.test' });
    expect(mail!.from?.value).toEqual([{ name: 'Aboki', address: 'no-reply@aboki.test' }]);
    expect(mail!.replyTo).toMatchObject({ text: 'chiamaka@example.com' });
    expect(mail!.subject).toBe('Contact form: Chiamaka Obi');
    expect(mail!.text).toContain('I want to become an agent in Enugu. How do I start?');
    expect(mail!.text).toContain('+2348031234567');
    expect(mail!.text).toContain(body.data.id);

    const { rows: outbox } = await ctx.database.db.execute(sql`SELECT status, attempts FROM outbox_emails`);
    expect(outbox).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('opens a support ticket with the message, in the same transaction', async () => {
    const response = await send({
      name: 'Chiamaka Obi',
      email: 'chiamaka@example.com',
      message: 'My booking on Saturday did not happen.',
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.database.db.execute(sql`
      SELECT t.kind, t.status, t.email, t.user_id, m.kind AS message_kind, m.body
      FROM tickets t JOIN ticket_messages m ON m.ticket_id = t.id`);
    expect(rows).toEqual([
      {
        kind: 'CONTACT',
        status: 'OPEN',
        email: 'chiamaka@example.com',
        user_id: null,
        message_kind: 'CUSTOMER',
        body: 'My booking on Saturday did not happen.',
      },
    ]);
  });

  it('accepts a message without a phone number', async () => {
    const response = await send({
      name: 'Musa',
      email: 'musa@example.com',
      phone: '',
      message: 'Do you cover Kano yet?',
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.database.db.execute(sql`SELECT phone FROM contact_messages`);
    expect(rows).toEqual([{ phone: null }]);
  });

  it.each([
    [{ name: 'A', email: 'a@example.com', message: 'Long enough message' }, 'name', 'Enter your name'],
    [
      { name: 'Ada', email: 'not-an-email', message: 'Long enough message' },
      'email',
      'Enter a valid email address',
    ],
    [
      { name: 'Ada', email: 'a@example.com', phone: '12345', message: 'Long enough message' },
      'phone',
      'Enter a Nigerian phone number',
    ],
    [{ name: 'Ada', email: 'a@example.com', message: 'short' }, 'message', 'at least 10 characters'],
    [{ name: 'Ada', email: 'a@example.com' }, 'message', 'message is required'],
    [
      { name: 'Ada', email: 'a@example.com', message: 'Long enough message', admin: true },
      'admin',
      'Unknown field "admin"',
    ],
  ])('refuses %j with 400 on %s and changes nothing', async (payload, field, text) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', requestId: expect.any(String) });
    expect(body.fields[field]).toContain(text);
    expect(body.message).toContain(text);
    expect(await countRows('contact_messages')).toBe(0);
    expect(await countRows('tickets')).toBe(0);
    expect(await countRows('outbox_emails')).toBe(0);
  });

  it('limits each IP to 5 messages an hour with 429 and Retry-After, storing nothing more', async () => {
    const message = { name: 'Tolu', email: 'tolu@example.com', message: 'Testing the limits politely.' };
    for (let i = 0; i < CONTACT_RATE_RULE.limit; i += 1) {
      expect((await send(message, '198.51.100.9')).statusCode).toBe(201);
    }
    const limited = await send(message, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await countRows('contact_messages')).toBe(CONTACT_RATE_RULE.limit);

    // Another address is not affected.
    expect((await send(message, '198.51.100.10')).statusCode).toBe(201);
  });
});
