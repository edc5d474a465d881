import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Button, TextArea, formatNaira, languageAtom, useT } from 'shared';
import {
  allowedTransition,
  canAct,
  CANCEL_FREE_HOURS,
  LATE_CANCEL_FEE_PERCENT,
  LATE_CANCEL_HOURS,
  LATE_CANCEL_MIN_FEE_KOBO,
  VERY_LATE_CANCEL_FEE_PERCENT,
  VERY_LATE_CANCEL_MIN_FEE_KOBO,
} from 'shared/job-rules';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import { useLiveJobEvents } from 'shared/live-events';
import type { CancellationQuoteAnswer, JobChange, JobEvent, JobUserView } from 'shared/schemas';
import {
  cancelJob,
  fetchCancellationQuote,
  fetchJobEvents,
  reportAbokiNoShow,
  reviewJob,
} from '../api/jobs.js';
import { requestsBook, type RequestsText, type RequestsT } from '../i18n/index.js';
import { JOB_STATUS_IDS } from './job-status.js';
import styles from './components.module.css';

// The gates and the fee's figures come from shared/job-rules, the table the API decides with.
function ruleWords(t: RequestsT, rule: CancellationQuoteAnswer['rule']): string {
  switch (rule) {
    case 'FREE':
      return t('Cancelling now is free.');
    case 'LATE':
      return t(
        'It is less than {hours, plural, one {# hour} other {# hours}} before the start, so cancelling now costs {percent} % of the price (at least {min}).',
        {
          hours: CANCEL_FREE_HOURS,
          percent: LATE_CANCEL_FEE_PERCENT,
          min: formatNaira(LATE_CANCEL_MIN_FEE_KOBO),
        },
      );
    case 'VERY_LATE':
      return t(
        'It is less than {hours, plural, one {# hour} other {# hours}} before the start, so cancelling now costs {percent} % of the price (at least {min}).',
        {
          hours: LATE_CANCEL_HOURS,
          percent: VERY_LATE_CANCEL_FEE_PERCENT,
          min: formatNaira(VERY_LATE_CANCEL_MIN_FEE_KOBO),
        },
      );
    case 'NOT_CANCELLABLE':
      return t('This request can no longer be cancelled.');
  }
}

/** Cancel: first what it would cost (GET …/cancellation), then the User confirms. */
export function CancelJob({ job, onChanged }: { job: JobUserView; onChanged: (job: JobUserView) => void }) {
  const t = useT(requestsBook);
  const [quote, setQuote] = useState<CancellationQuoteAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  if (!allowedTransition(job.status, 'cancel', 'USER')) return null;
  // Paid ahead by card or transfer: the fee comes out of the refund instead of being owed.
  const prepaid = job.payment.method !== 'CASH' && job.payment.status === 'PAID';

  const ask = async () => {
    setBusy(true);
    const result = await fetchCancellationQuote(job.reference);
    setBusy(false);
    if (result.ok) setQuote(result.data);
  };
  const confirm = async () => {
    setBusy(true);
    const result = await cancelJob(job.reference, reason.trim() || undefined);
    setBusy(false);
    setQuote(null);
    if (result.ok) onChanged(result.data.job);
  };

  if (!quote) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy} onClick={() => void ask()}>
          {t('Cancel request')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="cancel-title" className={styles.section}>
      <h2 id="cancel-title" className={styles.legend}>
        {t('Cancel this request?')}
      </h2>
      <p>{ruleWords(t, quote.rule)}</p>
      {quote.rule !== 'NOT_CANCELLABLE' ? (
        <>
          <p className={styles.price}>{t('Cancellation fee: {fee}', { fee: formatNaira(quote.feeKobo) })}</p>
          {prepaid ? (
            <p className={styles.note}>
              {quote.feeKobo > 0
                ? t('The fee is kept from what you paid; {refund} goes back to you through Paystack.', {
                    refund: formatNaira(quote.refundKobo),
                  })
                : t('What you paid ({refund}) goes back to you in full through Paystack.', {
                    refund: formatNaira(quote.refundKobo),
                  })}
            </p>
          ) : quote.feeKobo > 0 ? (
            <p className={styles.note}>
              {t('You pay the fee in cash to settle it; it is recorded on your account.')}
            </p>
          ) : null}
          <TextArea
            label={t('Why are you cancelling?')}
            optional
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      ) : null}
      <div className={styles.actions}>
        {quote.rule !== 'NOT_CANCELLABLE' ? (
          <Button busy={busy} onClick={() => void confirm()}>
            {quote.feeKobo === 0
              ? t('Cancel for free')
              : prepaid
                ? t('Cancel and get {refund} back', { refund: formatNaira(quote.refundKobo) })
                : t('Cancel and pay {fee}', { fee: formatNaira(quote.feeKobo) })}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setQuote(null)}>
          {t('Keep the request')}
        </Button>
      </div>
    </section>
  );
}

/** "The Aboki didn't come": from 30 minutes after the start of an accepted job, with a confirmation. */
export function AbokiNoShow({
  job,
  now,
  onChanged,
}: {
  job: JobUserView;
  now: Date;
  onChanged: (job: JobUserView) => void;
}) {
  const t = useT(requestsBook);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canAct(job, 'no-show', 'USER', now).allowed) return null;

  const report = async () => {
    setBusy(true);
    const result = await reportAbokiNoShow(job.reference);
    setBusy(false);
    setConfirming(false);
    if (result.ok) onChanged(result.data.job);
  };
  return confirming ? (
    <section aria-label={t("The Aboki didn't come")} className={styles.section}>
      <p>
        {t('Report that {name} did not come? The request closes and you pay nothing.', {
          name: job.aboki.displayName,
        })}
      </p>
      <div className={styles.actions}>
        <Button busy={busy} onClick={() => void report()}>
          {t('Yes, they did not come')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          {t('Not yet')}
        </Button>
      </div>
    </section>
  ) : (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('The Aboki didn’t come')}
      </Button>
    </div>
  );
}

/** A timeline line for a move of the job's time (issue 22, item 7), which leaves its status as it was. */
const MOVE_LABELS: Record<JobChange, RequestsText> = {
  MOVE_ASKED: 'New time asked',
  MOVE_WITHDRAWN: 'Old time kept',
  MOVE_ACCEPTED: 'Moved to the new time',
  MOVE_DECLINED: 'New time declined',
  MOVE_LAPSED: 'New time not answered',
};

/** The job's history (GET …/events), refetched whenever its status or time changes. */
export function JobTimeline({ reference, status }: { reference: string; status: string }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const [events, setEvents] = useState<JobEvent[] | null>(null);
  // A move of the job's time leaves its status as it was: its event on the stream reads it again.
  const [moves, setMoves] = useState(0);
  useLiveJobEvents((event) => {
    if (event.reference === reference && event.change) setMoves((count) => count + 1);
  });
  useEffect(() => {
    let live = true;
    void fetchJobEvents(reference).then((result) => {
      if (live && result.ok) setEvents(result.data.events);
    });
    return () => {
      live = false;
    };
  }, [reference, status, moves]);
  if (!events?.length) return null;
  return (
    <section aria-labelledby="timeline-title" className={styles.section}>
      <h2 id="timeline-title" className={styles.legend}>
        {t('What happened')}
      </h2>
      <ol className={styles.timeline} aria-label={t('Timeline')}>
        {events.map((event) => {
          const at = new Date(event.createdAt);
          return (
            <li key={event.id}>
              <strong>{t(event.change ? MOVE_LABELS[event.change] : JOB_STATUS_IDS[event.status])}</strong> ·{' '}
              {formatLagosDay(at, language)}, {formatLagosClock(at)}
              {event.reason ? ` · “${event.reason}”` : ''}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars 1–5 and a comment, on a completed job the User has not reviewed yet; else their review. */
export function ReviewJob({ job, onReviewed }: { job: JobUserView; onReviewed: () => void }) {
  const t = useT(requestsBook);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (job.status !== 'COMPLETED') return null;
  if (job.review) {
    return (
      <section aria-labelledby="review-title" className={styles.section}>
        <h2 id="review-title" className={styles.legend}>
          {t('Your review')}
        </h2>
        <p aria-label={t('{rating} out of 5 stars', { rating: job.review.rating })}>
          {'★'.repeat(job.review.rating)}
          {'☆'.repeat(5 - job.review.rating)}
        </p>
        {job.review.comment ? <p>{job.review.comment}</p> : null}
      </section>
    );
  }

  const send = async () => {
    if (rating === null) {
      setProblem(t('Choose a rating from 1 to 5 stars'));
      return;
    }
    setBusy(true);
    setProblem(null);
    const trimmed = comment.trim();
    const result = await reviewJob(job.reference, trimmed ? { rating, comment: trimmed } : { rating });
    setBusy(false);
    if (result.ok) onReviewed();
    else setProblem(result.error.fields.rating ?? result.error.fields.comment ?? result.error.message);
  };

  return (
    <form
      aria-labelledby="review-title"
      className={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h2 id="review-title" className={styles.legend}>
        {t('Rate {name}', { name: job.aboki.displayName })}
      </h2>
      <fieldset className={styles.fieldset}>
        <legend>{t('How did it go?')}</legend>
        <div className={styles.stars}>
          {STARS.map((value) => (
            <label key={value} className={styles.star}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={t('{value, plural, one {# star} other {# stars}}', { value })}
              />
              <span aria-hidden="true">{rating !== null && value <= rating ? '★' : '☆'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextArea
        label={t('Comment')}
        optional
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem ? (
        <p className={styles.note} role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {t('Send review')}
      </Button>
    </form>
  );
}
