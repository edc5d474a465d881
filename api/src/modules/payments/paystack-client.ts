import { setTimeout as sleep } from 'node:timers/promises';

// A small typed client for the Paystack calls Aboki makes (checkouts and refunds; banks and
// transfers for payouts), over `fetch` (no SDK: the official
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
  meta?: { next?: string | null; pageCount?: number };
}

export interface PaystackBank {
  name: string;
  code: string;
}

/** Paystack's transfer statuses: the first three are not final, the rest are. */
export type PaystackTransferStatus =
  'pending' | 'otp' | 'received' | 'success' | 'failed' | 'reversed' | 'abandoned' | 'blocked' | 'rejected';

export interface PaystackTransfer {
  reference: string;
  status: string;
  amount: number;
  transfer_code?: string | null;
}

export interface TransferInput {
  amountKobo: number;
  recipientCode: string;
  /** Ours: 16–50 lowercase letters, digits, - and _; the same on every retry. */
  reference: string;
  reason: string;
}

/** A record of a day, as Paystack's list endpoints answer it (the fields reconciliation compares). */
export interface PaystackListed {
  reference: string | null;
  amount: number;
  status: string;
  /** Refunds: the transaction refunded, as an id, or an object with its reference. */
  transaction?: number | string | { id?: number; reference?: string } | null;
  transaction_reference?: string | null;
  id?: number | string;
  /** When Paystack made it (transactions: created_at; refunds and transfers: createdAt). */
  createdAt?: string;
  created_at?: string;
  paid_at?: string | null;
}

/** How many pages a day's list is read to at most (100 records a page). */
const LIST_PAGES = 50;

/** How many pages of banks are read at most (Paystack lists about 200 Nigerian banks, 100 a page). */
const BANK_PAGES = 10;

export function createPaystackClient({
  baseUrl,
  secretKey,
  timeoutMs = PAYSTACK_TIMEOUT_MS,
  retries = PAYSTACK_RETRIES,
}: PaystackClientOptions) {
  const root = baseUrl.replace(/\/$/, '');

  async function once<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Envelope<T> & { data: T }> {
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
    return envelope as Envelope<T> & { data: T };
  }

  async function answer<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Envelope<T> & { data: T }> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once<T>(method, path, body);
      } catch (error) {
        if (!(error instanceof PaystackError) || !error.unreachable || attempt >= retries) throw error;
        await sleep(BACKOFF_MS[attempt] ?? BACKOFF_MS.at(-1)!);
      }
    }
  }

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> =>
    (await answer<T>(method, path, body)).data;

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

    /** GET /bank?country=nigeria: the banks a NUBAN account can be at, every page. */
    async listBanks(): Promise<PaystackBank[]> {
      const banks: PaystackBank[] = [];
      let next: string | null | undefined;
      for (let page = 0; page < BANK_PAGES; page += 1) {
        const query = new URLSearchParams({
          country: 'nigeria',
          currency: 'NGN',
          use_cursor: 'true',
          perPage: '100',
        });
        if (next) query.set('next', next);
        const { data, meta } = await answer<
          { name: string; code: string; active?: boolean; type?: string }[]
        >('GET', `/bank?${query.toString()}`);
        for (const bank of data) if (bank.active !== false) banks.push({ name: bank.name, code: bank.code });
        next = meta?.next;
        if (!next) break;
      }
      return banks;
    },

    /** GET /bank/resolve: the name on an account (a 4xx when there is no such account). */
    async resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }> {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const data = await call<{ account_name: string }>('GET', `/bank/resolve?${query.toString()}`);
      return { accountName: data.account_name };
    },

    /** POST /transferrecipient: a nuban recipient for payouts to this account. */
    async createRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<{
      recipientCode: string;
      bankName: string | null;
    }> {
      const data = await call<{ recipient_code: string; details?: { bank_name?: string } }>(
        'POST',
        '/transferrecipient',
        {
          type: 'nuban',
          name: input.name,
          account_number: input.accountNumber,
          bank_code: input.bankCode,
          currency: 'NGN',
        },
      );
      return { recipientCode: data.recipient_code, bankName: data.details?.bank_name ?? null };
    },

    /** POST /transfer from the balance; the reference makes a retry the same transfer. */
    transfer(input: TransferInput): Promise<PaystackTransfer> {
      return call<PaystackTransfer>('POST', '/transfer', {
        source: 'balance',
        amount: input.amountKobo,
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.reason,
        currency: 'NGN',
      });
    },

    /**
     * A list endpoint (`/transaction`, `/refund`, `/transfer`) between two instants, every page, for
     * reconciliation.
     */
    async listBetween(
      resource: 'transaction' | 'refund' | 'transfer',
      from: Date,
      to: Date,
    ): Promise<PaystackListed[]> {
      const records: PaystackListed[] = [];
      for (let page = 1; page <= LIST_PAGES; page += 1) {
        const query = new URLSearchParams({
          from: from.toISOString(),
          to: to.toISOString(),
          perPage: '100',
          page: String(page),
        });
        const { data, meta } = await answer<PaystackListed[]>('GET', `/${resource}?${query.toString()}`);
        records.push(...data);
        const pages = meta?.pageCount ?? 1;
        if (data.length === 0 || page >= pages) break;
      }
      return records;
    },

    /** GET /transaction/:id: one transaction by Paystack's id (a refund names its transaction so). */
    transactionById(id: number | string): Promise<PaystackTransaction> {
      return call<PaystackTransaction>('GET', `/transaction/${encodeURIComponent(String(id))}`);
    },

    /** GET /transfer/verify/:reference: what Paystack knows of a transfer. */
    verifyTransfer(reference: string): Promise<PaystackTransfer> {
      return call<PaystackTransfer>('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
    },
  };
}

export type PaystackClient = ReturnType<typeof createPaystackClient>;
