import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { useTestApp } from '../../test/use-test-app.js';
import { createLogMailer, createSmtpMailer } from './mailer.js';
import { enqueueEmail } from './outbox-repository.js';
import { OutboxWorker, retryDelaySeconds } from './outbox-worker.js';

const ctx = useTestApp({ truncate: ['outbox_emails'] });

const silent = pino({ level: 'silent' });
const outboxRows = async () =>
  (
    await ctx.database.db.execute<{
      status: string;
      attempts: number;
      last_error: string | null;
      due_in: number;
    }>(
      sql`SELECT status, attempts, last_error, round(extract(epoch FROM next_attempt_at - now()))::int AS due_in FROM outbox_emails`,
    )
  ).rows;

describe('the email outbox', () => {
  it('backs off exponentially and gives up after 8 attempts', () => {
    expect([1, 2, 3, 4, 7].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920]);
    expect(retryDelaySeconds(8)).toBeNull();
  });

  it('keeps an email when the SMTP server is down, and delivers it once the server is back', async () => {
    const smtp = await startSmtpSink();
    const port = smtp.port;
    await smtp.close();
    const worker = new OutboxWorker(
      ctx.database.db,
      createSmtpMailer(`smtp://127.0.0.1:${port}`, 'a@aboki.test'),
      silent,
    );

    await enqueueEmail(ctx.database.db, { to: 'user@example.com', subject: 'Hello', text: 'Body text' });
    expect(await worker.flush()).toBe(1);
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.due_in).toBeGreaterThanOrEqual(29);
    expect(failed!.due_in).toBeLessThanOrEqual(30);

    // Not due yet: nothing is attempted.
    expect(await worker.flush()).toBe(0);

    const revived = await startSmtpSink(port);
    try {
      await ctx.database.db.execute(sql`UPDATE outbox_emails SET next_attempt_at = now()`);
      expect(await worker.flush()).toBe(1);
      const [mail] = await revived.waitForMessages(1);
      expect(mail!.subject).toBe('Hello');
      expect(mail!.text?.trim()).toBe('Body text');
      expect(await outboxRows()).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 2, last_error: null }),
      ]);
    } finally {
      await revived.close();
    }
  });

  it('marks an email failed after its last attempt', async () => {
    const broken = {
      send: async () => Promise.reject(new Error('550 mailbox unavailable')),
      close: () => {},
    };
    const worker = new OutboxWorker(ctx.database.db, broken, silent);
    await enqueueEmail(ctx.database.db, { to: 'gone@example.com', subject: 'Hi', text: 'x' });
    await ctx.database.db.execute(sql`UPDATE outbox_emails SET attempts = 7`);
    await worker.flush();
    expect(await outboxRows()).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 8, last_error: '550 mailbox unavailable' }),
    ]);
  });

  it('delivers each email exactly once when several workers run at the same time', async () => {
    const smtp = await startSmtpSink();
    try {
      for (let i = 0; i < 12; i += 1) {
        await enqueueEmail(ctx.database.db, {
          to: `user${i}@example.com`,
          subject: `Message ${i}`,
          text: 'x',
        });
      }
      const workers = [1, 2, 3].map(
        () => new OutboxWorker(ctx.database.db, createSmtpMailer(smtp.url, 'a@aboki.test'), silent),
      );
      const attempted = await Promise.all(workers.map((worker) => worker.flush()));
      expect(attempted.reduce((sum, n) => sum + n, 0)).toBe(12);
      const received = await smtp.waitForMessages(12);
      expect(received.map((mail) => mail.subject).sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `Message ${i}`).sort(),
      );
    } finally {
      await smtp.close();
    }
  });

  it('rolls the email back with the transaction that queued it', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'user@example.com', subject: 'Never sent', text: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows()).toEqual([]);
  });

  it('writes the whole email to the log when SMTP_URL is not set', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createLogMailer(pino({ level: 'info' }, sink), 'Aboki <no-reply@aboki.test>');
    const worker = new OutboxWorker(ctx.database.db, mailer, silent);
    await enqueueEmail(ctx.database.db, {
      to: 'newcomer@example.com',
      subject: 'Your code',
      text: 'Your code is 123456.',
    });
    await worker.flush();
    const entry = JSON.parse(lines.join(''));
    expect(entry.mail).toEqual({
      from: 'Aboki <no-reply@aboki.test>',
      to: 'newcomer@example.com',
      subject: 'Your code',
    });
    expect(entry.msg).toContain('Your code is 123456.');
    expect(await outboxRows()).toEqual([expect.objectContaining({ status: 'sent' })]);
  });
});
