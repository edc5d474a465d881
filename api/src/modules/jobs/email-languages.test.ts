import { sql } from 'drizzle-orm';
import { LANGUAGES } from 'shared/i18n';
import { lastMailTo } from '../../test/accounts.js';
import {
  after,
  BOOKING_NOW,
  BOOKING_START,
  BOOKING_TABLES,
  createKit,
  HOUR,
  MINUTE,
} from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { JOB_EMAIL_TEXTS } from './job-email-texts.js';
import { LIFECYCLE_EMAIL_TEXTS } from './lifecycle-email-texts.js';
import { RECEIPT_TEXTS } from './receipt-texts.js';
import { RESCHEDULE_EMAIL_TEXTS } from './reschedule-email-texts.js';
import { moveAnsweredEmail, moveAskedEmail } from './reschedule-emails.js';

// The jobs' e-mails go out in each recipient's saved language (users.language): the User's and the
// agent's of one job can differ. The service is named in each one's language (by its slug); Aboki
// names, references, amounts and links stay data.

const ctx = useTestApp({ now: BOOKING_NOW, smtp: true, truncate: BOOKING_TABLES });
const { call, rows, account, aboki, book, act } = createKit(ctx);

const setLanguageBySql = (email: string, language: string) =>
  ctx.database.db.execute(sql`UPDATE users SET language = ${language} WHERE email = ${email}`);

describe('job e-mails in each recipient’s language', () => {
  it('a Hausa User books an English agent’s Aboki: each hears of it in their own language', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const saved = await call('PUT', '/api/v1/me/language', { language: 'ha' }, user.token);
    expect(saved.statusCode).toBe(200);
    const halima = await aboki(agent.token);
    const job = await book(user.token, halima.id);

    // Tuesday 15 December, 9:00–12:00 in Lagos: "Tal 15 Dis" in Hausa, "Tue 15 Dec" in English.
    const toUser = await lastMailTo(
      ctx,
      ctx.smtp,
      user.email,
      'An aika buƙata: Tsaftace gida tare da Halima S., Tal 15 Dis, 9:00–12:00',
    );
    expect(toUser.text).toContain('Sannu Tolu Adeyemi,');
    expect(toUser.text).not.toContain('Home cleaning');
    expect(toUser.text).toContain('An aika buƙatarku. Za a sami tabbaci daga wakilin Halima S.');
    expect(toUser.text).toContain('Lokaci:     Tal 15 Dis, 9:00–12:00 (agogon Lagos)');
    expect(toUser.text).toContain(`Lambar oda: ${job.reference}`);
    expect(toUser.text).toContain('₦18,000');
    expect(toUser.text).not.toContain(job.startCode);

    const toAgent = await lastMailTo(
      ctx,
      ctx.smtp,
      agent.email,
      'New request for Halima S.: Home cleaning, Tue 15 Dec, 9:00–12:00, Ikeja',
    );
    expect(toAgent.text).toContain('Hello Amaka Eze,');
    expect(toAgent.text).toContain('Tolu Adeyemi has requested Halima S.');
    expect(toAgent.text).toContain('When:      Tue 15 Dec, 9:00–12:00 (Lagos time)');

    // The agent accepts (from an English page): the User's word of it is in Hausa.
    expect((await act(agent.token, job.reference, 'accept')).statusCode).toBe(200);
    const accepted = await lastMailTo(
      ctx,
      ctx.smtp,
      user.email,
      'An karɓa: Tsaftace gida tare da Halima S., Tal 15 Dis, 9:00–12:00',
    );
    expect(accepted.text).toContain(`Halima S. na zuwa don buƙatarku ta Tsaftace gida (${job.reference}).`);
    expect(accepted.text).toContain('Ku duba aikin: ');
  });

  it('a Yoruba User’s completion e-mail, cash figures and receipt included, is in Yoruba', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    await setLanguageBySql(user.email, 'yo');
    const halima = await aboki(agent.token);
    const job = await book(user.token, halima.id);
    expect((await act(agent.token, job.reference, 'accept')).statusCode).toBe(200);
    ctx.clock.now = after(BOOKING_START, -30 * MINUTE);
    expect((await act(agent.token, job.reference, 'start', { code: job.startCode })).statusCode).toBe(200);
    ctx.clock.now = after(BOOKING_START, 3 * HOUR);
    const completed = await act(agent.token, job.reference, 'complete', {
      cashReceivedKobo: 1_700_000,
      cashDifferenceReason: 'The customer had no change',
    });
    expect(completed.statusCode).toBe(200);

    const done = await lastMailTo(
      ctx,
      ctx.smtp,
      user.email,
      'Ó ti parí: Ìmọ́tótó ilé pẹ̀lú Halima S., Ìsẹ́gun 15 Ọ̀pẹ̀, 9:00–12:00. Ẹ ṣe àgbéyẹ̀wò Aboki yín',
    );
    expect(done.text).toContain('Ẹ n lẹ́ o Tolu Adeyemi,');
    expect(done.text).toContain(`Halima S. ti parí ${job.reference}.`);
    expect(done.text).toContain(
      'Owó tí ẹ jẹ jẹ́ ₦18,000. Aboki yín kọ ọ́ sílẹ̀ pé òun gba ₦17,000 ní owó lọ́wọ́, ó sì fún wa ní ìdí yìí fún ìyàtọ̀ náà: The customer had no change.',
    );
    expect(done.text).toContain('Ìwé-ẹ̀rí ìsanwó');
    expect(done.text).toContain('Ọ̀nà ìsanwó: Owó lọ́wọ́ lẹ́yìn iṣẹ́');
    expect(done.text).toContain('Ìgbà: Ìsẹ́gun 15 Ọ̀pẹ̀, 9:00–12:00');
    expect(done.text).not.toContain('Home cleaning');
  });

  it('an Igbo agent hears of an English User’s cancellation in Igbo', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    await setLanguageBySql(agent.email, 'ig');
    const halima = await aboki(agent.token);
    const job = await book(user.token, halima.id);
    const toAgent = await lastMailTo(
      ctx,
      ctx.smtp,
      agent.email,
      'Arịrịọ ọhụrụ maka Halima S.: Nhicha ụlọ, Tiu 15 Dis, 9:00–12:00, Ikeja',
    );
    expect(toAgent.text).toContain('Tolu Adeyemi arịọla ka Halima S. bịa.');
    await lastMailTo(
      ctx,
      ctx.smtp,
      user.email,
      'Request sent: Home cleaning with Halima S., Tue 15 Dec, 9:00–12:00',
    );

    expect((await act(user.token, job.reference, 'cancel', { reason: 'Plans changed' })).statusCode).toBe(
      200,
    );
    const cancelled = await lastMailTo(
      ctx,
      ctx.smtp,
      agent.email,
      'Onye ahịa akagbuola ya: Nhicha ụlọ na Halima S., Tiu 15 Dis, 9:00–12:00',
    );
    expect(cancelled.text).toContain(`Onye ahịa akagbuola ${job.reference}.`);
    expect(cancelled.text).toContain('Ihe kpatara ya: Plans changed');
    const languages = await rows<{ language: string }>(
      sql`SELECT language FROM users WHERE email = ${user.email}`,
    );
    expect(languages[0]!.language).toBe('en');
  });
});

describe('the e-mails of an ask to move a job, each in its recipient’s language', () => {
  const job = {
    reference: 'ABK-7Q2M9X',
    serviceSlug: 'home-cleaning',
    serviceName: 'Home cleaning',
    abokiName: 'Halima S.',
  };
  const move = {
    fromStartsAt: BOOKING_START,
    fromEndsAt: after(BOOKING_START, 3 * HOUR),
    startsAt: after(BOOKING_START, 24 * HOUR),
    endsAt: after(BOOKING_START, 27 * HOUR),
    feeKobo: 0,
    lapsesAt: after(BOOKING_NOW, 12 * HOUR),
  };

  it('to a Yoruba User: the new time accepted, with Yoruba day and month names', () => {
    const mail = moveAnsweredEmail(
      { email: 'bisi@example.com', name: 'Bisi Adeyemi', language: 'yo' },
      job,
      move,
      'ACCEPTED',
      'https://aboki.example',
    );
    expect(mail.subject).toBe('Wọ́n gba àkókò tuntun: Ìmọ́tótó ilé pẹ̀lú Halima S., Ọjọ́rú 16 Ọ̀pẹ̀, 9:00–12:00');
    expect(mail.text).toContain('dípò Ìsẹ́gun 15 Ọ̀pẹ̀, 9:00–12:00.');
    expect(mail.text).toContain('Yíyí àkókò padà jẹ́ ọ̀fẹ́.');
  });

  it('to an agent without a saved language: the English as before', () => {
    const mail = moveAskedEmail(
      { email: 'amaka@example.com', name: 'Amaka Eze' },
      job,
      move,
      'Tolu Adeyemi',
      'https://aboki.example',
    );
    expect(mail.subject).toBe('New time asked: Home cleaning with Halima S., Tue 15 Dec, 9:00–12:00');
    expect(mail.text).toBe(
      [
        'Hello Amaka Eze,',
        '',
        'Tolu Adeyemi asks to move ABK-7Q2M9X from Tue 15 Dec, 9:00–12:00 to Wed 16 Dec, 9:00–12:00 (Lagos time).',
        'Both times are kept for Halima S. until you answer. Accept or decline the new time by Mon 14 Dec, 18:00; after that the old time stands.',
        '',
        'Answer on your dashboard: https://aboki.example/profile/agent-dashboard',
        '',
        'Aboki',
      ].join('\n'),
    );
  });
});

describe('the catalogues of the jobs’ e-mails', () => {
  const catalogues = {
    JOB_EMAIL_TEXTS,
    LIFECYCLE_EMAIL_TEXTS,
    RESCHEDULE_EMAIL_TEXTS,
    RECEIPT_TEXTS,
  } as Record<string, Record<string, Record<string, string>>>;
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(Object.keys(catalogues))(
    '%s: every language has every text, with the English placeholders, in NFC',
    (name) => {
      const texts = catalogues[name]!;
      const english = texts.en!;
      for (const language of LANGUAGES) {
        const translated = texts[language]!;
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [id, text] of Object.entries(translated)) {
          expect({ language, id, placeholders: placeholders(text) }).toEqual({
            language,
            id,
            placeholders: placeholders(english[id]!),
          });
          expect(text.normalize('NFC')).toBe(text);
          expect(text.trim()).not.toBe('');
        }
      }
    },
  );
});
