import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatNaira } from 'shared/money';
import { BANK_CHANGE_HOLD_HOURS, PAYOUT_HOUR, PAYOUT_MIN_KOBO, PAYOUT_WEEKDAY } from 'shared/job-rules';
import { addDays, DAY_MS, HOUR_MS, formatLagosDay, lagosDateOf, lagosInstant } from 'shared/lagos-time';
import {
  PAYOUT_MESSAGES,
  type AgentMoney,
  type Bank,
  type BankAccountView,
  type PayoutStatus,
  type SaveBankAccountRequest,
  type StatementLine,
} from 'shared/schemas';
import type { Language } from 'shared/i18n';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { enqueueEmail } from '../email/email-module.js';
import { findContact } from '../jobs/jobs-module.js';
import {
  accountBalance,
  agentAccount,
  agentBalances,
  payoutPaidPosting,
  payoutReturnedPosting,
  payoutSentPosting,
  postEntry,
  releaseDueEarnings,
} from '../ledger/ledger-module.js';
import { PaystackError, recordProviderEvent, type PaystackClient } from '../payments/payments-module.js';
import { sayPayoutEmail, type PayoutEmailId } from './payout-email-texts.js';
import {
  agentsToPay,
  claimDuePayout,
  findBankAccount,
  findPayoutByReference,
  insertPayout,
  latestPayouts,
  markPayoutSent,
  passwordHashOf,
  pendingSentPayouts,
  saveBankAccount,
  settlePayout,
  statementEntries,
  type BankAccountRow,
  type PayoutRow,
} from './payouts-repository.js';

/** A payout Paystack could not take (unreachable) is sent again after this, times the attempts. */
const SEND_RETRY_SECONDS = 60;
const SEND_MAX_ATTEMPTS = 10;
/** A sent payout still pending this long is verified with Paystack (a lost webhook strands nothing). */
const VERIFY_AFTER_MINUTES = 30;
const LATEST_PAYOUTS = 10;
/** Looking up whose account a number is, per agent: enough to fix typos, too few to trawl names. */
const RESOLVES_PER_HOUR = { limit: 20, windowSeconds: 3600 };
const SAVES_PER_HOUR = { limit: 10, windowSeconds: 3600 };
/** Paystack's transfer statuses as a payout's: the first three are not final (decision 0052). */
export const PAYOUT_STATUS_OF_TRANSFER: Readonly<Record<string, PayoutStatus | undefined>> = {
  pending: 'PENDING',
  otp: 'PENDING',
  received: 'PENDING',
  success: 'SUCCESS',
  failed: 'FAILED',
  abandoned: 'FAILED',
  blocked: 'FAILED',
  rejected: 'FAILED',
  reversed: 'REVERSED',
};

export interface PayoutsServiceOptions {
  db: Db;
  paystack: PaystackClient | undefined;
  rateLimiter: RateLimiter;
  now: () => Date;
  notifyOutbox: () => void;
  log: FastifyBaseLogger;
}

const bankUnreachable = () => new AppError('SERVICE_UNAVAILABLE', PAYOUT_MESSAGES.bankUnreachable);
const accountNotFound = () =>
  new AppError('BANK_ACCOUNT_NOT_FOUND', PAYOUT_MESSAGES.accountNotFound, {
    fields: { accountNumber: PAYOUT_MESSAGES.accountNotFound },
  });

/** When the weekly run after `now` pays: the next PAYOUT_WEEKDAY at PAYOUT_HOUR, Lagos time. */
export function nextPayoutAt(now: Date): Date {
  const today = lagosDateOf(now);
  for (let days = 0; days <= 7; days += 1) {
    const date = addDays(today, days);
    const at = lagosInstant(date, `${String(PAYOUT_HOUR).padStart(2, '0')}:00`);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === PAYOUT_WEEKDAY && at > now) return at;
  }
  throw new Error('unreachable: a week always has the payout day');
}

/** The Lagos date of a weekly run due now, or undefined outside the payout day's hours. */
export function dueRunDate(now: Date): string | undefined {
  const today = lagosDateOf(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return weekday === PAYOUT_WEEKDAY &&
    now >= lagosInstant(today, `${String(PAYOUT_HOUR).padStart(2, '0')}:00`)
    ? today
    : undefined;
}

/** Our transfer reference: 16–50 lowercase letters, digits and -, the run's date in it. */
const payoutReference = (runDate: string) =>
  `aboki-payout-${runDate.replaceAll('-', '')}-${randomBytes(6).toString('hex')}`;

const maskNumber = (last4: string) => `••••••${last4}`;

export function createPayoutsService(options: PayoutsServiceOptions) {
  const { db, paystack, rateLimiter, now, notifyOutbox, log } = options;
  let banksCache: { at: number; banks: Bank[] } | undefined;

  const needPaystack = (): PaystackClient => {
    if (!paystack) throw bankUnreachable();
    return paystack;
  };

  const view = (account: BankAccountRow, clock: Date): BankAccountView => ({
    bankName: account.bankName,
    accountName: account.accountName,
    accountNumberMasked: maskNumber(account.accountLast4),
    payoutsHeldUntil:
      account.payoutsHeldUntil && account.payoutsHeldUntil > clock
        ? account.payoutsHeldUntil.toISOString()
        : null,
  });

  async function resolveName(bankCode: string, accountNumber: string): Promise<string> {
    try {
      return (await needPaystack().resolveAccount(accountNumber, bankCode)).accountName;
    } catch (error) {
      if (error instanceof PaystackError && !error.unreachable) throw accountNotFound();
      throw bankUnreachable();
    }
  }

  async function banks(): Promise<Bank[]> {
    const clock = now().getTime();
    if (banksCache && clock - banksCache.at < DAY_MS) return banksCache.banks;
    try {
      const list = await needPaystack().listBanks();
      banksCache = { at: clock, banks: list.sort((a, b) => a.name.localeCompare(b.name)) };
      return banksCache.banks;
    } catch (error) {
      if (banksCache) return banksCache.banks;
      if (error instanceof AppError) throw error;
      throw bankUnreachable();
    }
  }

  /** Sends what is due to Paystack, one claimed payout at a time; how many were accepted. */
  async function sendDue(): Promise<number> {
    if (!paystack) return 0;
    let sent = 0;
    for (;;) {
      const payout = await claimDuePayout(db, now(), SEND_RETRY_SECONDS);
      if (!payout) return sent;
      try {
        const transfer = await paystack.transfer({
          amountKobo: payout.amountKobo,
          recipientCode: payout.recipientCode,
          reference: payout.reference,
          reason: 'Aboki earnings',
        });
        await markPayoutSent(db, payout.id, transfer.transfer_code ?? null, now());
        sent += 1;
        // Test mode (and some live transfers) answer final at once: settled now, and the webhook
        // that may follow finds it settled.
        if (PAYOUT_STATUS_OF_TRANSFER[transfer.status] !== 'PENDING')
          await settleFromProvider(payout.reference, transfer.status);
      } catch (error) {
        if (error instanceof PaystackError && !error.unreachable) {
          // Refused: perhaps it was sent before a crash and the reference is taken. Paystack's own
          // record of the reference decides; a transfer that is not there failed, and the money goes back.
          const known = await paystack.verifyTransfer(payout.reference).catch(() => undefined);
          if (known) {
            await markPayoutSent(db, payout.id, known.transfer_code ?? null, now());
            await settleFromProvider(payout.reference, known.status);
          } else {
            await settleFromProvider(payout.reference, 'failed', error.message);
          }
        } else if (payout.attempts >= SEND_MAX_ATTEMPTS) {
          await settleFromProvider(payout.reference, 'failed', 'Paystack could not be reached');
        } else {
          log.warn({ payout: payout.reference }, 'Paystack unreachable for a payout; retrying later');
          return sent;
        }
      }
    }
  }

  /**
   * A transfer's final status, from a webhook or a verify, applied once: success moves the money
   * from in flight to the bank; failed or reversed returns it to the agent's balance and e-mails them.
   */
  async function settleFromProvider(
    reference: string,
    providerStatus: string,
    failure?: string,
  ): Promise<void> {
    const to = PAYOUT_STATUS_OF_TRANSFER[providerStatus];
    if (!to || to === 'PENDING') return;
    const clock = now();
    const emailed = await db.transaction(async (tx) => {
      const payout = await findPayoutByReference(tx, reference);
      if (!payout) return false;
      const event =
        `transfer.${to === 'SUCCESS' ? 'success' : to === 'REVERSED' ? 'reversed' : 'failed'}` as const;
      if (!(await recordProviderEvent(tx, { reference, event, amountKobo: payout.amountKobo, now: clock })))
        return false;
      const from: PayoutStatus[] = to === 'REVERSED' ? ['PENDING', 'SUCCESS'] : ['PENDING'];
      const moved = await settlePayout(tx, {
        id: payout.id,
        from,
        to,
        failure: to === 'SUCCESS' ? null : (failure ?? `Paystack: ${providerStatus}`).slice(0, 500),
        now: clock,
      });
      if (!moved) return false;
      const money = { payoutReference: reference, agentId: payout.agentId, amountKobo: payout.amountKobo };
      if (to === 'SUCCESS') {
        await postEntry(tx, payoutPaidPosting(money), clock);
        return false;
      }
      await postEntry(
        tx,
        payoutReturnedPosting({ ...money, afterSuccess: payout.status === 'SUCCESS' }),
        clock,
      );
      await emailPayoutReturned(tx, payout);
      return true;
    });
    if (emailed) notifyOutbox();
  }

  /** An e-mail to the agent in their saved language, queued in `tx`: its subject and paragraphs by id. */
  async function emailAgent(
    tx: Db,
    agentId: string,
    write: (
      say: (id: PayoutEmailId, values?: Record<string, string>) => string,
      name: string,
      language: Language,
    ) => {
      subject: string;
      paragraphs: string[];
    },
  ): Promise<void> {
    const agent = await findContact(tx, agentId);
    if (!agent) return;
    const { subject, paragraphs } = write(
      (id, values) => sayPayoutEmail(agent.language, id, values),
      agent.name,
      agent.language,
    );
    await enqueueEmail(tx, {
      to: agent.email,
      subject,
      text: [...paragraphs, sayPayoutEmail(agent.language, 'signOff')].join('\n\n'),
    });
  }

  function emailPayoutReturned(tx: Db, payout: PayoutRow) {
    return emailAgent(tx, payout.agentId, (say, name) => ({
      subject: say('payout.subject'),
      paragraphs: [
        say('payout.body', { name, amount: formatNaira(payout.amountKobo), reference: payout.reference }),
      ],
    }));
  }

  /**
   * Writes this run's payouts, each with its ledger entry, before anything is sent: one per agent
   * whose released earnings less what they owe reach PAYOUT_MIN_KOBO. The agent's payable account is
   * locked while it is read and moved, so two processes (or a retried run) never pay it twice, and
   * the database allows one payout per agent per run.
   */
  async function createPayouts(runDate: string): Promise<number> {
    let created = 0;
    const clock = now();
    for (const { agentId, recipientCode } of await agentsToPay(db, clock)) {
      const made = await db.transaction(async (tx) => {
        await accountBalance(tx, agentAccount('payable', agentId), true);
        const { payableKobo, owedKobo } = await agentBalances(tx, agentId);
        if (payableKobo - owedKobo < PAYOUT_MIN_KOBO) return false;
        const reference = payoutReference(runDate);
        const payout = await insertPayout(tx, {
          agentId,
          reference,
          runDate,
          amountKobo: payableKobo - owedKobo,
          recipientCode,
          now: clock,
        });
        if (!payout) return false;
        await postEntry(
          tx,
          payoutSentPosting({ payoutReference: reference, agentId, payableKobo, owedKobo }),
          clock,
        );
        return true;
      });
      if (made) created += 1;
    }
    return created;
  }

  /** A Lagos month's statement lines (this month when none is named), newest first: the CSV's whole answer. */
  async function statement(
    agentId: string,
    month: string | undefined,
  ): Promise<{ month: string; lines: StatementLine[] }> {
    const chosen = month ?? lagosDateOf(now()).slice(0, 7);
    const from = lagosInstant(`${chosen}-01`, '00:00');
    const to = lagosInstant(addDays(`${chosen}-28`, 4).slice(0, 7) + '-01', '00:00');
    const entries = await statementEntries(db, agentId, from, to);
    return {
      month: chosen,
      lines: entries.map((entry): StatementLine => {
        const kind = LINE_KINDS[entry.kind]!;
        const gross =
          kind === 'CASH_COMMISSION'
            ? (entry.priceKobo ?? 0)
            : kind === 'JOB' || kind === 'FEE'
              ? entry.amountKobo + entry.commissionKobo
              : 0;
        return {
          at: entry.postedAt.toISOString(),
          kind,
          reference: entry.reference,
          amountKobo: entry.amountKobo,
          grossKobo: gross,
          commissionKobo: entry.commissionKobo,
          pending: kind === 'JOB' && !entry.released,
        };
      }),
    };
  }

  return {
    banks,

    /** POST /agent/bank-account/resolve: whose account this is (Paystack's name for it). */
    async resolve(
      agentId: string,
      body: { bankCode: string; accountNumber: string },
    ): Promise<{ accountName: string }> {
      await rateLimiter.consume(`bank-resolve:${agentId}`, RESOLVES_PER_HOUR);
      return { accountName: await resolveName(body.bankCode, body.accountNumber) };
    },

    /**
     * PUT /agent/bank-account: resolves the name again, creates Paystack's recipient and saves it.
     * Replacing an account needs the password and holds payouts for BANK_CHANGE_HOLD_HOURS; every
     * save is e-mailed to the agent.
     */
    async saveAccount(
      agentId: string,
      body: SaveBankAccountRequest,
    ): Promise<{ bankAccount: BankAccountView; message: string }> {
      await rateLimiter.consume(`bank-save:${agentId}`, SAVES_PER_HOUR);
      const existing = await findBankAccount(db, agentId);
      if (existing) {
        const hash = await passwordHashOf(db, agentId);
        const password = body.password ?? '';
        const right = hash
          ? await verifyPassword(hash, password)
          : (await verifyAgainstDummy(password), false);
        if (!right)
          throw new AppError('PASSWORD_REQUIRED', PAYOUT_MESSAGES.passwordToChange, {
            fields: { password: PAYOUT_MESSAGES.passwordToChange },
          });
      }
      const bank = (await banks()).find((candidate) => candidate.code === body.bankCode);
      if (!bank)
        throw new AppError('VALIDATION_ERROR', PAYOUT_MESSAGES.chooseBank, {
          fields: { bankCode: PAYOUT_MESSAGES.chooseBank },
        });
      const accountName = await resolveName(bank.code, body.accountNumber);
      let recipientCode: string;
      try {
        ({ recipientCode } = await needPaystack().createRecipient({
          name: accountName,
          accountNumber: body.accountNumber,
          bankCode: bank.code,
        }));
      } catch {
        throw bankUnreachable();
      }
      const clock = now();
      const heldUntil = existing ? new Date(clock.getTime() + BANK_CHANGE_HOLD_HOURS * HOUR_MS) : null;
      const saved = await db.transaction(async (tx) => {
        const row = await saveBankAccount(tx, {
          agentId,
          bankCode: bank.code,
          bankName: bank.name,
          accountLast4: body.accountNumber.slice(-4),
          accountName,
          recipientCode,
          heldUntil,
          now: clock,
        });
        await emailAgent(tx, agentId, (say, name, language) => ({
          subject: say('bank.subject'),
          paragraphs: [
            say('bank.body', {
              name,
              bankName: bank.name,
              accountNumber: maskNumber(row.accountLast4),
              accountName,
            }),
            ...(heldUntil ? [say('bank.held', { heldUntil: formatLagosDay(heldUntil, language) })] : []),
            say('bank.notYou'),
          ],
        }));
        return row;
      });
      notifyOutbox();
      return {
        bankAccount: view(saved, clock),
        message: existing ? PAYOUT_MESSAGES.changed : PAYOUT_MESSAGES.saved,
      };
    },

    /** GET /agent/money: balances, account, payouts and a month of the statement. */
    async money(agentId: string, month: string | undefined): Promise<AgentMoney> {
      const clock = now();
      const [balances, account, payouts, monthLines] = await Promise.all([
        agentBalances(db, agentId),
        findBankAccount(db, agentId),
        latestPayouts(db, agentId, LATEST_PAYOUTS),
        statement(agentId, month),
      ]);
      return {
        balances: {
          pendingKobo: balances.pendingKobo,
          availableKobo: balances.payableKobo - balances.owedKobo,
          owedKobo: balances.owedKobo,
        },
        bankAccount: account ? view(account, clock) : null,
        nextPayoutAt: nextPayoutAt(clock).toISOString(),
        payouts: payouts.map((payout) => ({
          reference: payout.reference,
          amountKobo: payout.amountKobo,
          status: payout.status,
          createdAt: payout.createdAt.toISOString(),
          settledAt: payout.settledAt?.toISOString() ?? null,
        })),
        ...monthLines,
      };
    },

    statement,

    /**
     * One payout run (`npm run payouts -- run`, and each Friday's): writes the payouts, then sends
     * them. A crashed run resumes here: the written payouts are sent, none is written twice.
     */
    async run(runDate: string = lagosDateOf(now())): Promise<{ created: number; sent: number }> {
      const created = await createPayouts(runDate);
      return { created, sent: await sendDue() };
    },

    sendDue,
    settleFromProvider,

    /**
     * The sweeper's part: earnings past the dispute window are released, Friday's run happens once
     * its hour has come, unsent payouts are (re)sent and long-pending ones verified.
     */
    async sweep(): Promise<void> {
      const clock = now();
      await releaseDueEarnings(db, clock);
      const runDate = dueRunDate(clock);
      if (runDate) await createPayouts(runDate);
      await sendDue();
      if (!paystack) return;
      for (const payout of await pendingSentPayouts(
        db,
        new Date(clock.getTime() - VERIFY_AFTER_MINUTES * 60_000),
        50,
      )) {
        const known = await paystack.verifyTransfer(payout.reference).catch(() => undefined);
        if (known) await settleFromProvider(payout.reference, known.status);
      }
    },
  };
}

const LINE_KINDS: Record<string, StatementLine['kind']> = {
  'job.completed': 'JOB',
  'job.fee': 'FEE',
  'job.cash': 'CASH_COMMISSION',
  'payout.sent': 'PAYOUT',
  'payout.returned': 'PAYOUT_RETURNED',
};

export type PayoutsService = ReturnType<typeof createPayoutsService>;
