import { createHmac, timingSafeEqual } from 'node:crypto';

// The SMS provider behind one interface (issue 27): Termii's send-SMS endpoint, its two routes, and
// its signed delivery reports. Why Termii and how: docs/decisions/0056-sms-outbox.md.

/** dnd: Termii's transactional route, which reaches numbers on the Do-Not-Disturb list (codes). generic: the rest. */
export type SmsRoute = 'dnd' | 'generic';

export interface OutgoingSms {
  /** International form without the plus: 2348031234567. */
  to: string;
  body: string;
  route: SmsRoute;
}

export interface SmsSender {
  /** Sends one message; answers the provider's id for it (delivery reports name it). */
  send(message: OutgoingSms): Promise<{ providerMessageId: string }>;
}

/** The provider refused or could not be reached; `retryable` says whether trying again may help. */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

export interface TermiiSettings {
  apiKey: string;
  /** The registered sender ID (3–11 characters) the phone shows. */
  senderId: string;
  /** https://v3.api.termii.com, or a test's stand-in. */
  baseUrl: string;
}

const SEND_TIMEOUT_MS = 10_000;

/** Termii's POST /api/sms/send: JSON with the key in the body, `channel` the route. */
export function createTermiiSender(settings: TermiiSettings, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send({ to, body, route }) {
      let response: Response;
      try {
        response = await fetchImpl(`${settings.baseUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: settings.apiKey,
            to,
            from: settings.senderId,
            sms: body,
            type: 'plain',
            channel: route,
          }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        // Unreachable or too slow: the message may or may not have left; the outbox tries again.
        throw new SmsProviderError(`SMS provider unreachable: ${(error as Error).name}`, true);
      }
      const answer = (await response.json().catch(() => ({}))) as { message_id?: unknown; message?: unknown };
      if (!response.ok) {
        // Never the request (it holds the key and the text, a code among them): the status and the provider's words.
        const said = typeof answer.message === 'string' ? answer.message.slice(0, 200) : '';
        throw new SmsProviderError(
          `SMS provider answered ${response.status}${said ? `: ${said}` : ''}`,
          response.status >= 500 || response.status === 429,
        );
      }
      if (typeof answer.message_id !== 'string' && typeof answer.message_id !== 'number')
        throw new SmsProviderError('SMS provider answered without a message id', true);
      return { providerMessageId: String(answer.message_id) };
    },
  };
}

/**
 * Whether a delivery report is the provider's: Termii signs each with `X-Termii-Signature`, the
 * HMAC-SHA512 (hex) of the raw body under the account's secret. A forged or altered report fails.
 */
export function isSignedByTermii(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
