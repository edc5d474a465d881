import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingEmail } from './outbox-repository.js';

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Delivers over SMTP_URL (e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL (development only; production config refuses it) each email is written to the
 * log in full, so a newcomer can read sign-up codes without running a mail server.
 */
export function createLogMailer(logger: FastifyBaseLogger, from: string): Mailer {
  return {
    async send(email) {
      logger.info(
        { mail: { from, to: email.to, replyTo: email.replyTo, subject: email.subject } },
        `Email (SMTP_URL is not set, so it is shown here instead of sent):\n${email.text}`,
      );
    },
    close: () => {},
  };
}
