import { z } from 'zod';

// Money out (issue 26): an agent's bank account, their balances and statement, and the weekly
// payouts sent to the account through Paystack Transfers. The ledger behind it is the API's
// (api/src/modules/ledger); why it works this way: docs/decisions/0052-ledger-and-payouts.md.

/** A payout's standing: sent and waiting for the bank, paid, or failed / reversed (the money is back). */
export const PAYOUT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'REVERSED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * What moved an agent's money, one line each on the statement:
 * - JOB: a card or transfer job completed, its earnings less commission (pending, then available);
 * - FEE: a User's late-cancellation fee, less commission;
 * - CASH_COMMISSION: the commission on a cash job, which the agent owes and the next payout nets;
 * - PAYOUT: money sent to the bank; PAYOUT_RETURNED: a failed or reversed payout, back in the balance.
 */
export const STATEMENT_LINE_KINDS = ['JOB', 'FEE', 'CASH_COMMISSION', 'PAYOUT', 'PAYOUT_RETURNED'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** A Nigerian account number: 10 digits (NUBAN). */
export const NUBAN_PATTERN = /^\d{10}$/;

export const PAYOUT_MESSAGES = {
  chooseBank: 'Choose your bank',
  accountNumber: 'Enter your 10-digit account number',
  accountNotFound:
    'We could not find that account at this bank. Check the number and the bank, then try again.',
  bankUnreachable: 'We could not reach the bank just now. Nothing was changed: try again in a moment.',
  passwordToChange: 'Enter your password to change the account your money is paid into.',
  saved: 'Bank account saved. Your payouts go to this account.',
  changed: 'Bank account changed. For your safety, payouts to it start 24 hours from now.',
  chooseMonth: 'Choose a month',
} as const;

export const bankSchema = z.object({ code: z.string(), name: z.string() }).strict();

/** GET /api/v1/agent/banks: the banks an account can be at (Paystack's list, cached daily). */
export const bankListSchema = z.object({ banks: z.array(bankSchema) }).strict();

const bankCode = z
  .string({ error: PAYOUT_MESSAGES.chooseBank })
  .trim()
  .min(1, PAYOUT_MESSAGES.chooseBank)
  .max(20);
const accountNumber = z
  .string({ error: PAYOUT_MESSAGES.accountNumber })
  .trim()
  .regex(NUBAN_PATTERN, PAYOUT_MESSAGES.accountNumber);

/** POST /api/v1/agent/bank-account/resolve: whose account this is, before the agent confirms it. */
export const resolveBankAccountRequestSchema = z.object({ bankCode, accountNumber }).strict();
export const resolvedBankAccountSchema = z.object({ accountName: z.string() }).strict();

/**
 * PUT /api/v1/agent/bank-account: the account payouts go to. The server resolves the name again
 * (it never takes the browser's word for it); replacing an account needs the agent's password.
 */
export const saveBankAccountRequestSchema = z
  .object({ bankCode, accountNumber, password: z.string().max(1024).optional() })
  .strict();

/** The account as its agent sees it: the number masked to its last 4 digits. */
export const bankAccountViewSchema = z
  .object({
    bankName: z.string(),
    accountName: z.string(),
    /** "••••••1234". */
    accountNumberMasked: z.string(),
    /** While set (always in the future), a new or changed account receives no payout. */
    payoutsHeldUntil: z.string().nullable(),
  })
  .strict();

export const payoutViewSchema = z
  .object({
    reference: z.string(),
    amountKobo: z.number().int(),
    status: z.enum(PAYOUT_STATUSES),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  })
  .strict();

export const statementLineSchema = z
  .object({
    at: z.string(),
    kind: z.enum(STATEMENT_LINE_KINDS),
    /** The job's reference (ABK-…) or the payout's. */
    reference: z.string(),
    /** What the line changes in what the agent is owed, in kobo: earnings +, payouts and cash commission −. */
    amountKobo: z.number().int(),
    /** The job's price or the fee, before commission (0 for payouts). */
    grossKobo: z.number().int(),
    commissionKobo: z.number().int(),
    /** JOB lines: still inside the window in which the User may report a problem (or disputed). */
    pending: z.boolean(),
  })
  .strict();

/** YYYY-MM: a statement's month, in Lagos time (this century: no money moved before Aboki did). */
export const STATEMENT_MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
export const statementQuerySchema = z
  .object({ month: z.string().regex(STATEMENT_MONTH_PATTERN, PAYOUT_MESSAGES.chooseMonth).optional() })
  .strict();

/** GET /api/v1/agent/money?month=YYYY-MM: balances, the bank account, payouts and one month's lines. */
export const agentMoneySchema = z
  .object({
    balances: z
      .object({
        /** Completed prepaid jobs still inside the dispute window (or disputed), less commission. */
        pendingKobo: z.number().int(),
        /** What the next payout would send: earnings released, less what is owed. */
        availableKobo: z.number().int(),
        /** Commission on cash jobs not yet netted against a payout. */
        owedKobo: z.number().int(),
      })
      .strict(),
    bankAccount: bankAccountViewSchema.nullable(),
    /** When the next weekly run pays (Friday 10:00, Lagos). */
    nextPayoutAt: z.string(),
    /** The latest payouts, newest first. */
    payouts: z.array(payoutViewSchema),
    month: z.string(),
    /** The month's lines, newest first. */
    lines: z.array(statementLineSchema),
  })
  .strict();

export type Bank = z.output<typeof bankSchema>;
export type BankAccountView = z.output<typeof bankAccountViewSchema>;
export type PayoutView = z.output<typeof payoutViewSchema>;
export type StatementLine = z.output<typeof statementLineSchema>;
export type AgentMoney = z.output<typeof agentMoneySchema>;
export type ResolveBankAccountRequest = z.output<typeof resolveBankAccountRequestSchema>;
export type SaveBankAccountRequest = z.output<typeof saveBankAccountRequestSchema>;
