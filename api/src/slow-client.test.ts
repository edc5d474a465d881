import net from 'node:net';
import { useTestApp } from './test/use-test-app.js';

// Issue 23 finding 6: a client sending its request a byte at a time is cut off at the request
// timeout, over a real socket (app.inject has no clock between bytes). The timeout is a second here.

const TIMEOUT_MS = 1_000;
/** The timeout, Node's check every quarter of it, and room for a busy two-core machine. */
const CUT_OFF_BY_MS = TIMEOUT_MS + 2_000;
const TRICKLE_EVERY_MS = 100;

const ctx = useTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
let port: number;

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});

interface Ending {
  /** What the server wrote before closing. */
  answer: string;
  closedAfterMs: number;
}

/**
 * Opens a connection, writes `head`, then one more byte of `drip` every TRICKLE_EVERY_MS until the
 * server closes it; gives up (and fails the test) at `giveUpMs`.
 */
function trickle(head: string, drip: string, giveUpMs = CUT_OFF_BY_MS + 2_000): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const dripping = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]!);
    }, TRICKLE_EVERY_MS);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms, having sent ${sent} bytes`));
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    // The server may close while a byte is on its way: a reset is a close too.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(200) });

describe('a client sending slowly (issue 23, finding 6)', () => {
  it('is answered 408 and disconnected at the timeout when it trickles the body', async () => {
    const head =
      'POST /api/v1/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { answer, closedAfterMs } = await trickle(head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(CUT_OFF_BY_MS);
  });

  it('is disconnected at the timeout when it trickles the headers', async () => {
    const { answer, closedAfterMs } = await trickle(
      'GET /api/health HTTP/1.1\r\n',
      'X-Slow: '.padEnd(100, 'a'),
    );
    expect(answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
    expect(closedAfterMs).toBeLessThan(CUT_OFF_BY_MS);
  });

  it('still serves a client that sends its request in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
