import { ApiError, NETWORK_ERROR_MESSAGE } from 'shared';
import { authContext, runSignedInAction, type AuthResult } from 'shared/auth';
import type { JobUserView, PaymentMethod, PaymentOptions } from 'shared/schemas';
import { signedIn } from './jobs.js';
import { translateNow } from '../i18n/index.js';

// The User's side of issue 11: which ways to pay are open, a fresh checkout or a switch to cash for
// a job still waiting for its payment, and the receipt. Failures raise the usual 3 s error toast.

export const PAYMENT_FAILURES = {
  get options() {
    return translateNow()('We could not load the ways to pay. Please try again.');
  },
  get pay() {
    return translateNow()('We could not start the payment. Please try again.');
  },
  get cash() {
    return translateNow()('We could not switch this request to cash. Please try again.');
  },
  get receipt() {
    return translateNow()('We could not load the receipt. Please try again.');
  },
};

const jobPath = (reference: string, action: string) =>
  `/api/v1/jobs/${encodeURIComponent(reference)}${action}`;

/** GET /api/v1/payments/options: the methods open to this User now, and whether cash is barred. */
export function fetchPaymentOptions() {
  return signedIn<PaymentOptions>('GET', '/api/v1/payments/options', PAYMENT_FAILURES.options);
}

/**
 * POST …/payment for a job still awaiting payment: no method → a fresh Paystack checkout (the
 * answer's `payment.authorizationUrl`); CASH → the job becomes a request paid on completion.
 */
export function payJob(reference: string, paymentMethod?: PaymentMethod) {
  return signedIn<{ job: JobUserView }>(
    'POST',
    jobPath(reference, '/payment'),
    paymentMethod === 'CASH' ? PAYMENT_FAILURES.cash : PAYMENT_FAILURES.pay,
    { body: paymentMethod ? { paymentMethod } : {} },
  );
}

/** Paystack's checkout is another site: the whole tab goes there and comes back with a page load. */
export const checkout = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * GET …/receipt: the printable receipt (HTML) for the job's User or agent. It needs the bearer
 * token, so a plain link cannot fetch it: the page fetches the text and shows it itself. The
 * shared client reads JSON only, so this one call reads the text from fetch.
 */
export function fetchReceipt(reference: string): Promise<AuthResult<string>> {
  return runSignedInAction(authContext(), PAYMENT_FAILURES.receipt, async (token) => {
    let response: Response;
    try {
      response = await fetch(jobPath(reference, '/receipt'), {
        headers: { accept: 'text/html', authorization: `Bearer ${token}` },
      });
    } catch {
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }
    if (!response.ok) {
      // Refusals come in the API's JSON envelope, as every other call's.
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        error?: string;
        requestId?: string;
      };
      throw new ApiError(
        answer.message || PAYMENT_FAILURES.receipt,
        response.status,
        answer.error,
        answer.requestId,
      );
    }
    return response.text();
  });
}
