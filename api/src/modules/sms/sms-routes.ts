import type { FastifyPluginAsync } from 'fastify';
import { recordDeliveryReport } from './sms-outbox.js';
import { isSignedByTermii } from './sms-sender.js';
import type { Db } from '../../db/client.js';

/**
 * POST /sms/termii/reports: Termii's delivery reports. Only a report signed with the account's key
 * (X-Termii-Signature over the raw body) is read; anything else is a 401 that changes nothing. The
 * answer is 200 for every signed report, seen before or not, so the provider stops resending it.
 */
export const smsReportRoutes =
  (options: { db: Db; secret: string; now: () => Date }): FastifyPluginAsync =>
  async (app) => {
    // The signature covers the bytes as sent: they are kept, then read as JSON here.
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.post('/sms/termii/reports', { schema: { hide: true } }, async (request, reply) => {
      const raw = request.body as Buffer;
      const signature = request.headers['x-termii-signature'];
      if (!isSignedByTermii(raw, typeof signature === 'string' ? signature : undefined, options.secret))
        return reply.code(401).send({ success: false, message: 'Unsigned report' });
      let report: { message_id?: unknown; status?: unknown };
      try {
        report = JSON.parse(raw.toString('utf8')) as typeof report;
      } catch {
        return reply.code(400).send({ success: false, message: 'Not JSON' });
      }
      if (
        typeof report.status !== 'string' ||
        (typeof report.message_id !== 'string' && typeof report.message_id !== 'number')
      )
        return reply.code(400).send({ success: false, message: 'No message id or status' });
      await recordDeliveryReport(
        options.db,
        { providerMessageId: String(report.message_id), status: report.status },
        options.now(),
      );
      return { success: true };
    });
  };
