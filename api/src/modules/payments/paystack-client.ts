import { setTimeout as sleep } from 'node:timers/promises';

// A small typed client for the three Paystack calls Aboki makes, over `fetch` (no SDK: the official
// one cannot be pointed at another base URL, and tests point this one at a stand-in that speaks
// Paystack's HTTP API). Network errors and 5xx are retried with backoff; a 4xx never is: Paystack
// has answered, and asking again would get the same answer (or, for a refund, risk a second one).

export const PAYSTACK_TIMEOUT_MS = 10_000;
export const PAYSTACK_RETRIES = 2;
const BACKOFF_MS = [250, 1_000, 2_000];

export type PaystackChannel = 'card' | 'bank_transfer';

/** Paystack's transaction statuses, as verify answers them. */
export type PaystackTransactionStatus =
  'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'processing' | 'queued' | 'reversed';

export interface PaystackTransaction {
  id: number | string | null;
  /** One of PaystackTransactionStatus, or a status Paystack adds later (never success). */
  status: string;
  reference: string;
  /** What was charged, in kobo. */
  amount: number;
  /** What we asked for, when the customer was made to bear the fees (then `amount` is larger). */
  requested_amount?: number | null;
  currency: string;
  paid_at?: string | null;
  channel?: string | null;
}

export interface InitializeInput {
  email: string;
  amountKobo: number;
  reference: string;
  channels: PaystackChannel[];
  callbackUrl: string;
  metadata: Record<string, string>;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export interface RefundInput {
  /** The transaction's reference (ours). */
  transaction: string;
  amountKobo: number;
}

export interface CreatedRefund {
  id: string | null;
  status: string;
}

/** A call Paystack refused (4xx, or `status: false`), or could not be reached after the retries. */
export class PaystackError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when Paystack could not be reached. */
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }

  /** True when Paystack never answered or failed on its side: the same call may work later. */
  get unreachable(): boolean {
    return this.httpStatus === 0 || this.httpStatus >= 500;
  }
}

export interface PaystackClientOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
  retries?: number;
}

interface Envelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

export function createPaystackClient({
  baseUrl,
  secretKey,
  timeoutMs = PAYSTACK_TIMEOUT_MS,
  retries = PAYSTACK_RETRIES,
}: PaystackClientOptions) {
  const root = baseUrl.replace(/\/$/, '');

  async function once<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      // The cause may name the URL; it is not logged or passed on.
      throw new PaystackError('Paystack could not be reached', 0);
    }
    let envelope: Envelope<T> = {};
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      // A proxy's HTML error page or an empty body: the status decides below.
    }
    if (!response.ok || envelope.status !== true || envelope.data === undefined) {
      const message = typeof envelope.message === 'string' ? envelope.message : `HTTP ${response.status}`;
      throw new PaystackError(
        `Paystack refused ${method} ${path.split('?')[0]}: ${message}`,
        response.ok ? 400 : response.status,
      );
    }
    return envelope.data;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once<T>(method, path, body);
      } catch (error) {
        if (!(error instanceof PaystackError) || !error.unreachable || attempt >= retries) throw error;
        await sleep(BACKOFF_MS[attempt] ?? BACKOFF_MS.at(-1)!);
      }
    }
  }

  return {
    /** POST /transaction/initialize: a checkout for this amount under our reference. */
    async initialize(input: InitializeInput): Promise<InitializedTransaction> {
      const data = await call<{ authorization_url: string; access_code: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        {
          email: input.email,
          // Paystack takes the amount in the currency's subunit (kobo), as a string of digits.
          amount: String(input.amountKobo),
          currency: 'NGN',
          reference: input.reference,
          channels: input.channels,
          callback_url: input.callbackUrl,
          metadata: input.metadata,
        },
      );
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: data.reference,
      };
    },

    /** GET /transaction/verify/:reference: what Paystack knows of the transaction. */
    verify(reference: string): Promise<PaystackTransaction> {
      return call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    },

    /** POST /refund: gives `amountKobo` of the transaction back; settled later by a webhook. */
    async refund(input: RefundInput): Promise<CreatedRefund> {
      const data = await call<{ id?: number | string; status?: string }>('POST', '/refund', {
        transaction: input.transaction,
        amount: String(input.amountKobo),
      });
      return { id: data.id === undefined ? null : String(data.id), status: data.status ?? 'pending' };
    },
  };
}

export type PaystackClient = ReturnType<typeof createPaystackClient>;
