import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eEnv } from './env.js';

/** One email as the e2e SMTP server received it (see smtp.ts). Addresses are lower-case. */
export interface CapturedMail {
  /** RCPT TO of the SMTP envelope: who it was actually delivered to. */
  envelopeTo: string[];
  from: string[];
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** Every email received so far, oldest first. */
export async function receivedMails(mailDir = e2eEnv().mailDir): Promise<CapturedMail[]> {
  const files = (await readdir(mailDir)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(mailDir, file), 'utf8')) as CapturedMail),
  );
}

/** Waits for an email that `matches`; fails listing what did arrive. */
export async function waitForMail(
  matches: (mail: CapturedMail) => boolean,
  { timeoutMs = 10_000 } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await receivedMails();
    const found = mails.find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `${mail.envelopeTo.join(',')}: ${mail.subject}`).join('; ') || 'none';
      throw new Error(`No matching email arrived within ${timeoutMs} ms (received: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
