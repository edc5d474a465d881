import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

// A stand-in for Termii's send-SMS API (POST /api/sms/send, JSON with the key in the body), written
// apart from the API's own stand-in so the journeys check the server against the provider's
// documented shape, not against itself. It runs in the Playwright runner (global setup) and writes
// each message it accepts as a JSON file in `dir`, where the test workers read it, like smtp.ts.

/** One SMS as the provider received it. */
export interface CapturedSms {
  /** International form without the plus: 2348031234567. */
  to: string;
  from: string;
  sms: string;
  /** Termii's route: dnd (transactional, codes) or generic. */
  channel: string;
  messageId: string;
  receivedAt: string;
}

export interface TermiiCapture {
  /** What TERMII_BASE_URL is set to. */
  baseUrl: string;
  close(): Promise<void>;
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Termii's refusal of a request it cannot send; the same fields its documentation lists. */
function isSendable(body: Record<string, unknown>, apiKey: string): string | null {
  if (body.api_key !== apiKey) return 'Invalid API key';
  if (typeof body.to !== 'string' || !/^234\d{10}$/.test(body.to)) return 'Invalid phone number';
  if (typeof body.from !== 'string' || body.from.length < 3 || body.from.length > 11)
    return 'Invalid sender ID';
  if (typeof body.sms !== 'string' || body.sms.length === 0) return 'Message is empty';
  if (body.type !== 'plain') return 'Invalid type';
  if (body.channel !== 'dnd' && body.channel !== 'generic') return 'Invalid channel';
  return null;
}

export async function startTermiiCapture(dir: string, apiKey: string): Promise<TermiiCapture> {
  await mkdir(dir, { recursive: true });
  let received = 0;
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/api/sms/send')
      return answer(404, { message: 'Not found' });
    void jsonBody(request).then(async (body) => {
      const problem = isSendable(body, apiKey);
      if (problem) return answer(problem === 'Invalid API key' ? 401 : 400, { message: problem });
      received += 1;
      const sms: CapturedSms = {
        to: body.to as string,
        from: body.from as string,
        sms: body.sms as string,
        channel: body.channel as string,
        messageId: `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`,
        receivedAt: new Date().toISOString(),
      };
      // Written whole, then renamed: a reader never sees half a file.
      const name = `${String(received).padStart(6, '0')}.json`;
      await writeFile(join(dir, `${name}.tmp`), JSON.stringify(sms));
      await rename(join(dir, `${name}.tmp`), join(dir, name));
      answer(200, {
        code: 'ok',
        message_id: sms.messageId,
        message: 'Successfully Sent',
        balance: 1000,
        user: 'Aboki',
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Every SMS received so far, oldest first. */
export async function receivedSms(dir: string): Promise<CapturedSms[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as CapturedSms),
  );
}

/** Waits for an SMS that `matches`; fails listing what did arrive (numbers only, never the texts' codes). */
export async function waitForSms(
  dir: string,
  matches: (sms: CapturedSms) => boolean,
  { timeoutMs = 10_000 } = {},
): Promise<CapturedSms> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await receivedSms(dir);
    const found = messages.find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = messages.map((sms) => `${sms.to} (${sms.channel})`).join('; ') || 'none';
      throw new Error(`No matching SMS arrived within ${timeoutMs} ms (received: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
