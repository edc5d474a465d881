import { createHmac, randomUUID } from 'node:crypto';
import Fastify, { type FastifyPluginAsync } from 'fastify';

// A stand-in for Termii's send-SMS endpoint, speaking its HTTP API (the request and answer shapes
// Termii documents), for development and tests without a key; never in production. It keeps every
// message it accepted, can fail on purpose, and signs delivery reports as Termii does.

export interface ReceivedSms {
  messageId: string;
  to: string;
  from: string;
  sms: string;
  channel: 'dnd' | 'generic';
}

export class TermiiStandIn {
  readonly received: ReceivedSms[] = [];
  /** How many of the next sends answer 500, as the provider does when it is down. */
  failNext = 0;
  /** Called with each accepted message (development prints it). */
  onMessage: ((message: ReceivedSms) => void) | undefined;

  constructor(readonly apiKey: string) {}

  /** A delivery report for a message, as Termii posts it, with its signature. */
  deliveryReport(messageId: string, status: string): { body: string; signature: string } {
    const message = this.received.find((candidate) => candidate.messageId === messageId);
    const body = JSON.stringify({
      type: 'sms',
      id: randomUUID(),
      message_id: messageId,
      receiver: message?.to ?? '',
      sender: message?.from ?? '',
      status,
      channel: message?.channel ?? 'generic',
      sent_at: new Date().toISOString(),
      cost: 4.5,
    });
    return { body, signature: createHmac('sha512', this.apiKey).update(body).digest('hex') };
  }
}

interface SendBody {
  api_key?: unknown;
  to?: unknown;
  from?: unknown;
  sms?: unknown;
  type?: unknown;
  channel?: unknown;
}

/** POST /api/sms/send, answering as Termii does. */
export const termiiStandInRoutes =
  (standIn: TermiiStandIn): FastifyPluginAsync =>
  async (app) => {
    app.post<{ Body: SendBody }>('/api/sms/send', async (request, reply) => {
      const body = request.body ?? {};
      if (body.api_key !== standIn.apiKey) return reply.code(401).send({ message: 'Invalid API key' });
      if (standIn.failNext > 0) {
        standIn.failNext -= 1;
        return reply.code(500).send({ message: 'Service unavailable' });
      }
      const valid =
        typeof body.to === 'string' &&
        /^234\d{10}$/.test(body.to) &&
        typeof body.from === 'string' &&
        body.from.length >= 3 &&
        body.from.length <= 11 &&
        typeof body.sms === 'string' &&
        body.sms.length > 0 &&
        body.type === 'plain' &&
        (body.channel === 'dnd' || body.channel === 'generic');
      if (!valid) return reply.code(400).send({ message: 'Bad request' });
      const message: ReceivedSms = {
        messageId: String(3_017_000_000_000 + standIn.received.length),
        to: body.to as string,
        from: body.from as string,
        sms: body.sms as string,
        channel: body.channel as 'dnd' | 'generic',
      };
      standIn.received.push(message);
      standIn.onMessage?.(message);
      return {
        code: 'ok',
        message_id: message.messageId,
        message: 'Successfully Sent',
        balance: 1000,
        user: 'Aboki',
      };
    });
  };

/** The stand-in on its own loopback port, as a test's TERMII_BASE_URL (the provider on the network). */
export async function startTermiiStandIn(apiKey: string): Promise<{
  standIn: TermiiStandIn;
  baseUrl: string;
  close: () => Promise<void>;
}> {
  const app = Fastify({ logger: false });
  const standIn = new TermiiStandIn(apiKey);
  await app.register(termiiStandInRoutes(standIn));
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { standIn, baseUrl, close: () => app.close() };
}
