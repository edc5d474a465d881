import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CapturedMail } from './mail.js';

export interface SmtpCapture {
  url: string;
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((address) => (address.address ? [address.address.toLowerCase()] : [])),
  );

/**
 * A real SMTP server on loopback. It runs in the Playwright runner (global setup), so it writes
 * every message it receives, parsed, as a JSON file in `mailDir`, where the test workers read it.
 */
export async function startSmtpCapture(mailDir: string): Promise<SmtpCapture> {
  await mkdir(mailDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          received += 1;
          const mail: CapturedMail = {
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          };
          const name = `${String(received).padStart(4, '0')}-${randomBytes(3).toString('hex')}.json`;
          // Written whole, then renamed: a reader never sees half a message.
          await writeFile(join(mailDir, `.${name}.tmp`), JSON.stringify(mail, null, 2));
          await rename(join(mailDir, `.${name}.tmp`), join(mailDir, name));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
