import type { ContactMessage } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { clientKey } from '../../lib/client-key.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { enqueueEmail } from '../email/email-module.js';
import { openTicket } from '../support/support-module.js';
import { insertContactMessage } from './contact-repository.js';

/** Enough for a person correcting a typo, too few for a spammer. */
export const CONTACT_RATE_RULE: RateRule = { limit: 5, windowSeconds: 3600 };

interface Dependencies {
  db: Db;
  rateLimiter: RateLimiter;
  notifyOutbox: () => void;
  supportEmail: string;
  /** The clock the ticket is opened by (the app's). */
  now?: () => Date;
}

export function createContactService({
  db,
  rateLimiter,
  notifyOutbox,
  supportEmail,
  now = () => new Date(),
}: Dependencies) {
  return {
    /**
     * Stores the message, opens its support ticket (staff answer it from the console) and queues its
     * email to support, in one transaction.
     */
    async submit(input: ContactMessage, ip: string): Promise<{ id: string }> {
      await rateLimiter.consume(
        `contact:ip:${clientKey(ip)}`,
        CONTACT_RATE_RULE,
        'You have sent several messages already. Please wait before sending another.',
      );
      const id = await db.transaction(async (tx) => {
        const messageId = await insertContactMessage(tx, { ...input, phone: input.phone ?? null, ip });
        const ticket = await openTicket(tx, {
          kind: 'CONTACT',
          userId: null,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: `Contact form: ${input.name}`,
          body: input.message,
          now: now(),
        });
        await enqueueEmail(tx, {
          to: supportEmail,
          replyTo: input.email,
          subject: `Contact form: ${input.name}`,
          text: supportEmailText(messageId, ticket.reference, input),
        });
        return messageId;
      });
      notifyOutbox();
      return { id };
    },
  };
}

function supportEmailText(id: string, ticketReference: string, input: ContactMessage): string {
  return [
    `A new message came through the Aboki contact form (reference ${id}).`,
    `It is support ticket ${ticketReference} in the operator console (/ops/tickets), where its thread is kept.`,
    '',
    `Name:  ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone ?? 'not given'}`,
    '',
    input.message,
    '',
    'Reply to this email to answer the sender directly.',
  ].join('\n');
}

export type ContactService = ReturnType<typeof createContactService>;
