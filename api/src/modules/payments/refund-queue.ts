import type { Executor } from '../../db/client.js';
import type { JobExit } from '../jobs/jobs-module.js';
import { postRefundQueued } from '../ledger/ledger-module.js';
import { countedPayment, queueRefund, type RefundReason } from './payments-repository.js';

// Money owed back is written in the transaction that decides it (a decline, an expiry, a
// cancellation, a no-show), so a crash between the decision and Paystack loses nothing: the
// refund row is there, and the sender (kicked after the commit, and by every sweep) sends it.
// The ledger moves the money from held to owed back in the same transaction.

type QueuedRefund = {
  jobId: string;
  paymentId: string;
  paymentReference: string;
  amountKobo: number;
  reason: RefundReason;
  now: Date;
};

async function queueAndPost(tx: Executor, refund: QueuedRefund): Promise<boolean> {
  if (!(await queueRefund(tx, refund))) return false;
  await postRefundQueued(tx, refund, refund.now);
  return true;
}

export function createRefundQueue() {
  let sender: (() => Promise<unknown>) | undefined;
  const inFlight = new Set<Promise<unknown>>();

  return {
    /** Queues a refund of one payment (at most one per payment: the database refuses a second). */
    queue(tx: Executor, refund: QueuedRefund): Promise<boolean> {
      return queueAndPost(tx, refund);
    },

    /**
     * The refund a job's end owes, if it was paid by card or transfer; true when one was queued.
     * Which ends refund is the transition table's (its REFUND effect), not decided again here.
     */
    async onExit(tx: Executor, exit: JobExit): Promise<boolean> {
      const paid = await countedPayment(tx, exit.jobId);
      if (!paid) return false;
      const amountKobo = Math.min(paid.amountKobo, exit.refundKobo ?? paid.amountKobo);
      if (amountKobo <= 0) return false;
      return queueAndPost(tx, {
        jobId: exit.jobId,
        paymentId: paid.id,
        paymentReference: paid.reference,
        amountKobo,
        reason: exit.status as RefundReason,
        now: exit.now,
      });
    },

    /** The card or transfer payment that paid a job, if any: what a dispute's refund gives back. */
    paidFor(
      tx: Executor,
      jobId: string,
    ): Promise<{ id: string; reference: string; amountKobo: number } | undefined> {
      return countedPayment(tx, jobId);
    },

    /**
     * A dispute's refund of a completed job. Its ledger posting is the dispute's own (the money is the
     * agent's pending earnings by now, not held), so the caller posts it; false when the payment was
     * refunded before (one refund per payment).
     */
    queueForDispute(
      tx: Executor,
      refund: { jobId: string; paymentId: string; amountKobo: number; now: Date },
    ): Promise<boolean> {
      return queueRefund(tx, { ...refund, reason: 'DISPUTE' });
    },

    /** Sends what is queued now, in the background (the sweep sends whatever this misses). */
    kick(): void {
      if (!sender) return;
      const sending = sender().catch(() => {});
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },

    /** Waits for background sends (closing the app, tests). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    setSender(send: () => Promise<unknown>): void {
      sender = send;
    },
  };
}

export type RefundQueue = ReturnType<typeof createRefundQueue>;
