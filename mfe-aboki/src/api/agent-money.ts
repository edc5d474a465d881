import { ApiError, NETWORK_ERROR_MESSAGE } from 'shared';
import { authContext, runSignedInAction, type AuthResult } from 'shared/auth';
import type {
  AgentMoney,
  Bank,
  BankAccountView,
  ResolveBankAccountRequest,
  SaveBankAccountRequest,
} from 'shared/schemas';
import type { AbokiText } from '../i18n/index.js';
import { call, said } from './abokis.js';

// Money out (issue 26), the agent's side: balances, statement and payouts, the bank account they are
// paid into, and the month's statement as a CSV file. Failures raise the usual 3 s error toast.

/** The browser's own fallbacks, as catalogue ids (worded in the page's language by `call`). */
export const MONEY_FAILURES = {
  money: 'We could not load your money. Please try again.',
  banks: 'We could not load the list of banks. Please try again.',
  resolve: 'We could not check the account. Please try again.',
  save: 'We could not save the bank account. Please try again.',
  statement: 'We could not download the statement. Please try again.',
} as const satisfies Record<string, AbokiText>;

const BASE = '/api/v1/agent';
const monthQuery = (month: string) => `?${new URLSearchParams({ month })}`;

/** GET /api/v1/agent/money?month=YYYY-MM: balances, the account, the latest payouts and the month's lines. */
export function fetchAgentMoney(month: string) {
  return call<AgentMoney>('GET', `${BASE}/money${monthQuery(month)}`, MONEY_FAILURES.money);
}

/** GET /api/v1/agent/banks: the banks an account can be at. */
export function fetchBanks() {
  return call<{ banks: Bank[] }>('GET', `${BASE}/banks`, MONEY_FAILURES.banks);
}

/** POST …/bank-account/resolve: the account's name at the bank, for the agent to confirm (422: not found). */
export function resolveBankAccount(body: ResolveBankAccountRequest) {
  return call<{ accountName: string }>('POST', `${BASE}/bank-account/resolve`, MONEY_FAILURES.resolve, {
    body,
  });
}

/** PUT …/bank-account: the account payouts go to; replacing one needs the password. The server's words toast. */
export function saveBankAccount(body: SaveBankAccountRequest) {
  return call<{ bankAccount: BankAccountView }>('PUT', `${BASE}/bank-account`, MONEY_FAILURES.save, {
    body,
    successToast: said('Bank account saved.'),
  });
}

/**
 * GET …/money/statement.csv: the month's lines as a CSV file. It needs the bearer token, so a plain
 * link cannot fetch it: the text is fetched here and saved by the page. Refusals come in the API's
 * JSON envelope, as every other call's.
 */
export function fetchStatementCsv(month: string): Promise<AuthResult<string>> {
  const fallback = said(MONEY_FAILURES.statement);
  return runSignedInAction(authContext(), fallback, async (token) => {
    let response: Response;
    try {
      response = await fetch(`${BASE}/money/statement.csv${monthQuery(month)}`, {
        headers: { accept: 'text/csv', authorization: `Bearer ${token}` },
      });
    } catch {
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        error?: string;
        requestId?: string;
      };
      throw new ApiError(answer.message || fallback, response.status, answer.error, answer.requestId);
    }
    return response.text();
  });
}

/** Saves `text` as a CSV file through a temporary link. */
export function saveCsvFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
