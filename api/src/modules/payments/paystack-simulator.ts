import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

// A stand-in for Paystack that speaks the parts of its HTTP API Aboki uses — initialize, verify,
// refund, banks, account resolution, transfer recipients, transfers, signed webhooks — plus a small
// checkout page with "Pay" and "Fail". `npm start` mounts it
// in the API when no PAYSTACK_SECRET_KEY is set (never in production), and the tests run it on its
// own port, so the production client is what talks to it in both. State lives in memory.

export interface SimulatedTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  channels: string[];
  callbackUrl: string;
  metadata: unknown;
  status: 'abandoned' | 'success' | 'failed';
  paidAt: string | null;
  refundedKobo: number;
  createdAt: string;
}

export interface SimulatedRefund {
  id: number;
  transactionReference: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  createdAt: string;
}

export interface SimulatedTransfer {
  reference: string;
  transferCode: string;
  amount: number;
  recipient: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  createdAt: string;
}

/** The banks the simulator lists (real Nigerian banks and their Paystack codes). */
export const SIMULATED_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'OPay Digital Services Limited (OPay)', code: '999992' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
] as const;

/** An account number that resolves to no account (every other 10-digit number resolves). */
export const UNKNOWN_ACCOUNT_NUMBER = '0000000000';

/** The name an account number resolves to: made up, the same every time. */
export function simulatedAccountName(accountNumber: string): string {
  const first = [
    'ADAEZE',
    'BABATUNDE',
    'CHINEDU',
    'FATIMA',
    'HALIMA',
    'IBRAHIM',
    'NGOZI',
    'TUNDE',
    'USMAN',
    'YETUNDE',
  ];
  const last = ['OKAFOR', 'ADEYEMI', 'BELLO', 'EZE', 'MUSA', 'OKONKWO', 'SANI', 'ADEBAYO', 'NWOSU', 'YUSUF'];
  const digit = (at: number) => Number(accountNumber[at] ?? 0);
  return `${first[digit(9)]} ${last[digit(8)]}`;
}

/** A request the simulator received, for tests that check exactly what the API sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface SimulatorOptions {
  secretKey: string;
  /** Where signed events go (the API's webhook). */
  webhookUrl: string;
  /** The simulator's own address as the browser reaches it (for authorization_url). */
  publicBaseUrl: string;
  /** Settle refunds by themselves with a refund.processed webhook (on in development). */
  autoSettleRefunds?: boolean;
}

const WEBHOOK_RETRY_MS = [200, 1_000, 5_000];

export class PaystackSimulator {
  readonly transactions = new Map<string, SimulatedTransaction>();
  readonly refunds: SimulatedRefund[] = [];
  readonly received: ReceivedRequest[] = [];
  /** Answer the next N API calls with 500 (to test retries). */
  failNextCalls = 0;
  /** Stop delivering webhooks (a lost webhook, for the reconciliation sweep). */
  dropWebhooks = false;
  readonly transfers = new Map<string, SimulatedTransfer>();
  readonly recipients = new Map<string, { accountNumber: string; bankCode: string; name: string }>();
  /** How new transfers end, by themselves, shortly after they are made (development); tests settle them. */
  transferOutcome: 'success' | 'failed' | 'reversed' | 'manual' = 'manual';
  /** Answer POST /transfer already final, as Paystack's test mode does (`success`), with its webhook after. */
  transferAnswersAtOnce: 'success' | 'failed' | null = null;
  /** Paystack's clock, for the times its records carry; a test may share the API's. */
  now: () => Date = () => new Date();
  /** Where signed events go; a test may set it once the API listens. */
  webhookUrl: string;
  nextId = 4_000_000;
  private readonly pendingDeliveries = new Set<Promise<void>>();

  constructor(private readonly options: SimulatorOptions) {
    this.webhookUrl = options.webhookUrl;
  }

  get publicBaseUrl() {
    return this.options.publicBaseUrl;
  }

  /** Signs a body as Paystack does: HMAC-SHA512 of the raw bytes with the secret key, hex. */
  sign(body: string): string {
    return createHmac('sha512', this.options.secretKey).update(body).digest('hex');
  }

  transactionData(transaction: SimulatedTransaction) {
    return {
      id: transaction.id,
      domain: 'test',
      status: transaction.status,
      reference: transaction.reference,
      amount: transaction.amount,
      requested_amount: transaction.amount,
      currency: transaction.currency,
      paid_at: transaction.paidAt,
      created_at: transaction.createdAt,
      channel: transaction.channels[0] ?? 'card',
      metadata: transaction.metadata,
      customer: { email: transaction.email },
    };
  }

  /** Marks the transaction paid (or failed) and sends `charge.success` for a payment. */
  complete(reference: string, outcome: 'success' | 'failed'): SimulatedTransaction {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`no simulated transaction ${reference}`);
    if (transaction.status !== 'abandoned') return transaction;
    transaction.status = outcome;
    if (outcome === 'success') {
      transaction.paidAt = this.now().toISOString();
      this.deliver({ event: 'charge.success', data: this.transactionData(transaction) });
    }
    return transaction;
  }

  /** Sends a signed event to the webhook, retrying as Paystack does when it does not get a 200. */
  deliver(event: unknown): void {
    if (this.dropWebhooks) return;
    const body = JSON.stringify(event);
    const delivery = (async () => {
      for (let attempt = 0; attempt <= WEBHOOK_RETRY_MS.length; attempt += 1) {
        try {
          const response = await fetch(this.webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-paystack-signature': this.sign(body) },
            body,
            signal: AbortSignal.timeout(5_000),
          });
          if (response.ok) return;
        } catch {
          // Not reachable yet: try again below.
        }
        const wait = WEBHOOK_RETRY_MS[attempt];
        if (wait === undefined) return;
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    })();
    this.pendingDeliveries.add(delivery);
    void delivery.finally(() => this.pendingDeliveries.delete(delivery));
  }

  /** Waits for the webhooks under way (tests). */
  async settled(): Promise<void> {
    while (this.pendingDeliveries.size > 0) await Promise.all([...this.pendingDeliveries]);
  }

  /** Settles a refund with refund.processed or refund.failed (amount as a string, as Paystack may send it). */
  settleRefund(refund: SimulatedRefund, outcome: 'processed' | 'failed'): void {
    refund.status = outcome;
    this.deliver({
      event: outcome === 'processed' ? 'refund.processed' : 'refund.failed',
      data: {
        id: refund.id,
        status: outcome,
        transaction_reference: refund.transactionReference,
        refund_reference: `RF-${refund.id}`,
        amount: String(refund.amount),
        currency: 'NGN',
      },
    });
  }

  /** Ends a pending transfer (or reverses a successful one) and sends its signed webhook. */
  settleTransfer(reference: string, outcome: 'success' | 'failed' | 'reversed'): SimulatedTransfer {
    const transfer = this.transfers.get(reference);
    if (!transfer) throw new Error(`no simulated transfer ${reference}`);
    transfer.status = outcome;
    this.deliver({ event: `transfer.${outcome}`, data: this.transferData(transfer) });
    return transfer;
  }

  transferData(transfer: SimulatedTransfer) {
    return {
      amount: transfer.amount,
      currency: 'NGN',
      domain: 'test',
      reference: transfer.reference,
      source: 'balance',
      status: transfer.status,
      transfer_code: transfer.transferCode,
      recipient: { recipient_code: transfer.recipient, type: 'nuban' },
      createdAt: transfer.createdAt,
    };
  }

  newTransaction(body: Record<string, unknown>): SimulatedTransaction {
    this.nextId += 1;
    return {
      id: this.nextId,
      reference: String(body.reference),
      accessCode: randomBytes(9).toString('base64url'),
      email: String(body.email),
      amount: Number(body.amount),
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      channels: Array.isArray(body.channels) ? body.channels.map(String) : ['card'],
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : '',
      metadata: body.metadata ?? null,
      status: 'abandoned',
      paidAt: null,
      refundedKobo: 0,
      createdAt: this.now().toISOString(),
    };
  }

  newRefund(transaction: SimulatedTransaction, amount: number): SimulatedRefund {
    this.nextId += 1;
    const refund: SimulatedRefund = {
      id: this.nextId,
      transactionReference: transaction.reference,
      amount,
      status: 'pending',
      createdAt: this.now().toISOString(),
    };
    transaction.refundedKobo += amount;
    this.refunds.push(refund);
    if (this.options.autoSettleRefunds) {
      setTimeout(() => this.settleRefund(refund, 'processed'), 500).unref();
    }
    return refund;
  }
}

const CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'";

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The checkout page: what is being paid, and the two buttons a tester needs. */
function checkoutPage(transaction: SimulatedTransaction, base: string): string {
  const naira = `₦${(transaction.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
  const action = (outcome: string) => `${base}/checkout/${transaction.accessCode}/${outcome}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paystack simulator — pay ${escapeHtml(naira)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}
button{font-size:1.1rem;padding:.75rem 1.5rem;margin:.5rem .5rem 0 0}</style></head>
<body><h1>Paystack simulator</h1>
<p>Not a real payment: this page stands in for Paystack's checkout in development and tests.</p>
<p><strong>${escapeHtml(naira)}</strong> from ${escapeHtml(transaction.email)}<br>
by ${escapeHtml(transaction.channels.join(' or ').replace('bank_transfer', 'bank transfer'))}<br>
Reference ${escapeHtml(transaction.reference)}</p>
${
  transaction.status === 'abandoned'
    ? `<form method="post" action="${escapeHtml(action('pay'))}"><button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(action('fail'))}"><button type="submit">Fail</button></form>`
    : `<p>This payment is already ${escapeHtml(transaction.status)}.</p>`
}
</body></html>`;
}

/**
 * The simulator's routes, under whatever prefix it is registered with: Paystack's API
 * (/transaction/initialize, /transaction/verify/:reference, /refund) and the checkout page.
 */
export function paystackSimulatorRoutes(simulator: PaystackSimulator, secretKey: string) {
  return (app: FastifyInstance, _options: unknown, done: () => void) => {
    const authorised = (request: FastifyRequest, reply: FastifyReply) => {
      simulator.received.push({
        method: request.method,
        path: request.url.replace(/^.*?(\/transaction|\/refund|\/bank|\/transfer)/, '$1'),
        authorization: request.headers.authorization,
        body: request.body ?? null,
      });
      if (simulator.failNextCalls > 0) {
        simulator.failNextCalls -= 1;
        void fail(reply, 500, 'Simulated outage');
        return false;
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        void fail(reply, 401, 'Invalid key');
        return false;
      }
      return true;
    };

    app.post('/transaction/initialize', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amount = typeof body.amount === 'number' ? String(body.amount) : body.amount;
      if (typeof body.email !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) {
        return fail(reply, 400, 'Invalid email or amount');
      }
      if (typeof body.reference !== 'string' || simulator.transactions.has(body.reference)) {
        return fail(reply, 400, 'Duplicate Transaction Reference');
      }
      const transaction = simulator.newTransaction(body);
      simulator.transactions.set(transaction.reference, transaction);
      return {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${simulator.publicBaseUrl}/checkout/${transaction.accessCode}`,
          access_code: transaction.accessCode,
          reference: transaction.reference,
        },
      };
    });

    app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const transaction = simulator.transactions.get(request.params.reference);
      if (!transaction) return fail(reply, 400, 'Transaction reference not found');
      return {
        status: true,
        message: 'Verification successful',
        data: simulator.transactionData(transaction),
      };
    });

    app.post('/refund', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const transaction = simulator.transactions.get(String(body.transaction));
      if (!transaction || transaction.status !== 'success') return fail(reply, 400, 'Transaction not found');
      const amount =
        body.amount === undefined ? transaction.amount - transaction.refundedKobo : Number(body.amount);
      if (
        !Number.isInteger(amount) ||
        amount <= 0 ||
        amount > transaction.amount - transaction.refundedKobo
      ) {
        return fail(reply, 400, 'Refund amount cannot be more than the transaction amount left');
      }
      const refund = simulator.newRefund(transaction, amount);
      return {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          id: refund.id,
          status: refund.status,
          amount,
          currency: 'NGN',
          transaction: { id: transaction.id, reference: transaction.reference, amount: transaction.amount },
        },
      };
    });

    // Lists between two instants (?from=&to=, ISO), one page of everything: reconciliation reads them.
    const between = (query: { from?: string; to?: string }) => {
      const from = query.from ? Date.parse(query.from) : -Infinity;
      const to = query.to ? Date.parse(query.to) : Infinity;
      return (created: string) => Date.parse(created) >= from && Date.parse(created) < to;
    };
    const listed = (data: unknown[]) => ({
      status: true,
      message: 'Retrieved',
      data,
      meta: { total: data.length, perPage: 100, page: 1, pageCount: 1 },
    });

    app.get<{ Querystring: { from?: string; to?: string } }>('/transaction', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const inWindow = between(request.query);
      return listed(
        [...simulator.transactions.values()]
          .filter((transaction) => inWindow(transaction.createdAt))
          .map((transaction) => simulator.transactionData(transaction)),
      );
    });

    app.get<{ Params: { id: string } }>('/transaction/:id', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const transaction = [...simulator.transactions.values()].find(
        (candidate) => String(candidate.id) === request.params.id,
      );
      if (!transaction) return fail(reply, 404, 'Transaction not found');
      return { status: true, message: 'Transaction retrieved', data: simulator.transactionData(transaction) };
    });

    app.get<{ Querystring: { from?: string; to?: string } }>('/refund', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const inWindow = between(request.query);
      return listed(
        simulator.refunds
          .filter((refund) => inWindow(refund.createdAt))
          .map((refund) => ({
            id: refund.id,
            transaction: simulator.transactions.get(refund.transactionReference)?.id ?? null,
            amount: refund.amount,
            currency: 'NGN',
            status: refund.status,
            createdAt: refund.createdAt,
          })),
      );
    });

    app.get<{ Querystring: { from?: string; to?: string } }>('/transfer', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const inWindow = between(request.query);
      return listed(
        [...simulator.transfers.values()]
          .filter((transfer) => inWindow(transfer.createdAt))
          .map((transfer) => simulator.transferData(transfer)),
      );
    });

    app.get('/bank', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      return {
        status: true,
        message: 'Banks retrieved',
        data: SIMULATED_BANKS.map((bank, index) => ({
          id: index + 1,
          ...bank,
          slug: bank.name.toLowerCase().replace(/\W+/g, '-'),
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
          active: true,
        })),
        meta: { next: null, previous: null, perPage: 100 },
      };
    });

    app.get<{ Querystring: { account_number?: string; bank_code?: string } }>(
      '/bank/resolve',
      async (request, reply) => {
        if (!authorised(request, reply)) return reply;
        const { account_number: number = '', bank_code: code } = request.query;
        if (!/^\d{10}$/.test(number) || !SIMULATED_BANKS.some((bank) => bank.code === code))
          return fail(reply, 422, 'Account number and bank code are required');
        if (number === UNKNOWN_ACCOUNT_NUMBER)
          return fail(reply, 422, 'Could not resolve account name. Check parameters or try again.');
        return {
          status: true,
          message: 'Account number resolved',
          data: { account_number: number, account_name: simulatedAccountName(number), bank_id: 1 },
        };
      },
    );

    app.post('/transferrecipient', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const bank = SIMULATED_BANKS.find((candidate) => candidate.code === body.bank_code);
      if (body.type !== 'nuban' || typeof body.account_number !== 'string' || !bank)
        return fail(reply, 400, 'Invalid recipient');
      const code = `RCP_${randomBytes(8).toString('hex')}`;
      simulator.recipients.set(code, {
        accountNumber: body.account_number,
        bankCode: bank.code,
        name: String(body.name),
      });
      return {
        status: true,
        message: 'Transfer recipient created successfully',
        data: {
          active: true,
          currency: 'NGN',
          name: String(body.name),
          recipient_code: code,
          type: 'nuban',
          details: {
            account_number: body.account_number,
            account_name: String(body.name),
            bank_code: bank.code,
            bank_name: bank.name,
          },
        },
      };
    });

    app.post('/transfer', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const reference = typeof body.reference === 'string' ? body.reference : '';
      if (!/^[a-z0-9_-]{16,50}$/.test(reference)) return fail(reply, 400, 'Invalid transfer reference');
      if (simulator.transfers.has(reference)) return fail(reply, 400, 'Duplicate Transfer Reference');
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) return fail(reply, 400, 'Invalid amount');
      if (typeof body.recipient !== 'string' || !simulator.recipients.has(body.recipient))
        return fail(reply, 400, 'Recipient not found');
      simulator.nextId += 1;
      const transfer: SimulatedTransfer = {
        reference,
        transferCode: `TRF_${simulator.nextId}`,
        amount,
        recipient: body.recipient,
        status: 'pending',
        createdAt: simulator.now().toISOString(),
      };
      simulator.transfers.set(reference, transfer);
      if (simulator.transferAnswersAtOnce) {
        transfer.status = simulator.transferAnswersAtOnce;
        const answer = simulator.transferData(transfer);
        setTimeout(
          () => simulator.deliver({ event: `transfer.${transfer.status}`, data: answer }),
          100,
        ).unref();
        return { status: true, message: 'Transfer has been queued', data: answer };
      }
      const outcome = simulator.transferOutcome;
      if (outcome !== 'manual') {
        setTimeout(() => {
          simulator.settleTransfer(reference, outcome === 'reversed' ? 'success' : outcome);
          if (outcome === 'reversed') simulator.settleTransfer(reference, 'reversed');
        }, 300).unref();
      }
      return { status: true, message: 'Transfer has been queued', data: simulator.transferData(transfer) };
    });

    app.get<{ Params: { reference: string } }>('/transfer/verify/:reference', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const transfer = simulator.transfers.get(request.params.reference);
      if (!transfer) return fail(reply, 404, 'Transfer not found');
      return { status: true, message: 'Transfer retrieved', data: simulator.transferData(transfer) };
    });

    const byCode = (code: string) => [...simulator.transactions.values()].find((t) => t.accessCode === code);

    app.get<{ Params: { code: string } }>('/checkout/:code', (request, reply) => {
      const transaction = byCode(request.params.code);
      if (!transaction) return reply.status(404).type('text/plain').send('No such checkout');
      return reply.type('text/html; charset=utf-8').send(checkoutPage(transaction, simulator.publicBaseUrl));
    });

    for (const outcome of ['pay', 'fail'] as const) {
      app.post<{ Params: { code: string } }>(`/checkout/:code/${outcome}`, async (request, reply) => {
        const transaction = byCode(request.params.code);
        if (!transaction) return reply.status(404).type('text/plain').send('No such checkout');
        simulator.complete(transaction.reference, outcome === 'pay' ? 'success' : 'failed');
        const back = new URL(transaction.callbackUrl);
        back.searchParams.set('trxref', transaction.reference);
        back.searchParams.set('reference', transaction.reference);
        return reply.redirect(back.toString(), 303);
      });
    }

    // The checkout page's one inline stylesheet; set after the API's strict default (a parent's
    // onSend hooks run first), so in the API it still allows nothing else.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type')).startsWith('text/html')) {
        reply.header('content-security-policy', CHECKOUT_CSP);
      }
      return payload;
    });

    // The checkout's forms post url-encoded bodies; nothing in them is read.
    app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, parsed) =>
      parsed(null, {}),
    );
    done();
  };
}

export interface RunningSimulator {
  simulator: PaystackSimulator;
  baseUrl: string;
  close(): Promise<void>;
}

/** The simulator on its own port on loopback (tests), sending webhooks to `webhookUrl`. */
export async function startPaystackSimulator(options: {
  secretKey: string;
  webhookUrl: string;
  autoSettleRefunds?: boolean;
}): Promise<RunningSimulator> {
  const app = Fastify({ logger: false });
  let baseUrl = '';
  const simulator = new PaystackSimulator({
    ...options,
    get publicBaseUrl() {
      return baseUrl;
    },
  });
  await app.register(paystackSimulatorRoutes(simulator, options.secretKey));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = address;
  return {
    simulator,
    baseUrl,
    async close() {
      await simulator.settled().catch(() => {});
      await app.close();
    },
  };
}
