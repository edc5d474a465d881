import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button, Spinner, formatNaira, languageAtom, rich, useLoad, useT, type Language } from 'shared';
import { MOVABLE_JOB_STATUSES, moveFeeText, moveRuleText } from 'shared/job-rules';
import { addDays, formatLagosClock, formatLagosDay, formatLagosSpan, lagosDateOf } from 'shared/lagos-time';
import { useLiveJobEvents } from 'shared/live-events';
import {
  BOOKING_MAX_AHEAD_DAYS,
  SLOTS_MAX_DAYS,
  type JobUserView,
  type MoveView,
  type Slot,
} from 'shared/schemas';
import { askToMove, fetchMoveSlots, fetchMoveState, keepOldTime } from '../api/reschedule.js';
import { requestsBook } from '../i18n/index.js';
import { SlotList } from './slot-list.js';
import styles from './components.module.css';

// Plans change (issue 22, item 7): on an upcoming request's page the User asks to move it to another
// free time of the same Aboki, with what moving costs shown first (shared/job-rules' moveFee, as the
// API records it); while the agent has not answered, the page says so and offers to keep the old
// time. The answer arrives on the live stream.

const spanOf = (language: Language, from: string, to: string) =>
  formatLagosSpan(new Date(from), new Date(to), language);
const dayAndClock = (language: Language, instant: string) =>
  `${formatLagosDay(new Date(instant), language)}, ${formatLagosClock(new Date(instant))}`;

/** "Change time" and everything after it; nothing for a job that can no longer move. */
export function ChangeTime({ job }: { job: JobUserView }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const movable = MOVABLE_JOB_STATUSES.includes(job.status);
  // Read again whenever the job moves (an accepted ask changes its start) and on every move event.
  const state = useLoad(() => fetchMoveState(job.reference), [job.reference, job.status, job.startsAt], {
    enabled: movable,
    keepDataOnError: () => true,
  });
  useLiveJobEvents((event) => {
    if (event.reference === job.reference && event.change) state.refresh();
  });
  if (!movable || state.status !== 'ready') return null;
  const { pending, last, quote, feesRecordedKobo } = state.data;
  const asked = (move: MoveView) => state.setData({ ...state.data, pending: move, quote: null });

  return (
    <>
      {feesRecordedKobo > 0 ? (
        <p role="status">
          {t('Moving fee recorded: {fee}. Please settle it with {name}’s agent.', {
            fee: formatNaira(feesRecordedKobo),
            name: job.aboki.displayName,
          })}
        </p>
      ) : null}
      {!pending && last && (last.status === 'DECLINED' || last.status === 'LAPSED') ? (
        <p className={styles.note}>
          {last.status === 'DECLINED'
            ? t('{name} could not move to {span}, so your request stays at its time.', {
                name: job.aboki.displayName,
                span: spanOf(language, last.startsAt, last.endsAt),
              })
            : t('There was no answer to moving to {span}, so your request stays at its time.', {
                span: spanOf(language, last.startsAt, last.endsAt),
              })}
        </p>
      ) : null}
      {pending ? (
        <WaitingForAnswer job={job} move={pending} onDone={state.refresh} />
      ) : quote ? (
        <ChooseNewTime job={job} feeText={moveFeeText(quote, language)} onAsked={asked} />
      ) : null}
    </>
  );
}

/** The ask waiting for the agent, with "Keep the old time". */
function WaitingForAnswer({ job, move, onDone }: { job: JobUserView; move: MoveView; onDone: () => void }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    const result = await keepOldTime(job.reference);
    setBusy(false);
    // Kept, or (409) answered or lapsed meanwhile: either way the reload shows where it stands.
    if (result.ok || result.error.status === 409) onDone();
  };
  return (
    <section aria-labelledby="move-title" className={styles.section}>
      <h2 id="move-title" className={styles.legend}>
        {t('New time asked')}
      </h2>
      <p role="status">
        {t('Waiting for {name}’s answer to move to {span}.', {
          name: job.aboki.displayName,
          span: spanOf(language, move.startsAt, move.endsAt),
        })}
      </p>
      <p className={styles.note}>
        {t('Your time, {span}, is kept until then. With no answer by {moment}, it stays as it is.', {
          span: spanOf(language, job.startsAt, job.endsAt),
          moment: dayAndClock(language, move.lapsesAt),
        })}
      </p>
      {move.feeKobo > 0 ? (
        <p className={styles.note}>
          {t('If the new time is accepted, {fee} is recorded for moving, as cancelling would cost.', {
            fee: formatNaira(move.feeKobo),
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy} onClick={() => void keep()}>
          {t('Keep the old time')}
        </Button>
      </div>
    </section>
  );
}

/** "Change time": the cost first, then the Aboki's free times for this job's length, then the ask. */
function ChooseNewTime({
  job,
  feeText,
  onAsked,
}: {
  job: JobUserView;
  feeText: string;
  onAsked: (move: MoveView) => void;
}) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const [open, setOpen] = useState(false);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  // The first Lagos date not loaded yet; the last one a booking may start on.
  const [nextFrom, setNextFrom] = useState(() => lagosDateOf(new Date()));
  const [lastDate] = useState(() => addDays(lagosDateOf(new Date()), BOOKING_MAX_AHEAD_DAYS));
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // The first page starts on the server's own today (its clock decides what is free); later pages
  // follow on from this device's, and a start seen twice is shown once.
  const loadFrom = async (from: string | undefined, shown: Slot[]) => {
    setLoading(true);
    const result = await fetchMoveSlots(job.reference, from);
    setLoading(false);
    if (!result.ok) return;
    const seen = new Set(shown.map((slot) => slot.startsAt));
    setSlots([...shown, ...result.data.slots.filter((slot) => !seen.has(slot.startsAt))]);
    setNextFrom(addDays(from ?? lagosDateOf(new Date()), SLOTS_MAX_DAYS));
  };
  const start = () => {
    setOpen(true);
    setProblem(null);
    void loadFrom(undefined, []);
  };
  const close = () => {
    setOpen(false);
    setSlots(null);
    setChosen(null);
    setProblem(null);
  };
  const ask = async (slot: Slot) => {
    setBusy(true);
    setProblem(null);
    const result = await askToMove(job.reference, new Date(slot.startsAt));
    setBusy(false);
    if (result.ok) {
      close();
      onAsked(result.data.move);
      return;
    }
    // Taken meanwhile, or no longer free: say why beside the times, read afresh.
    setProblem(result.error.fields.startsAt ?? result.error.message);
    setChosen(null);
    if (result.error.status === 409 || result.error.status === 422) void loadFrom(undefined, []);
  };

  if (!open) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={start}>
          {t('Change time')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="change-time-title" className={styles.section}>
      <h2 id="change-time-title" className={styles.legend}>
        {t('Choose a new time')}
      </h2>
      <p>{feeText}</p>
      <p className={styles.note}>
        {moveRuleText(language)} {t('Now: {span}.', { span: spanOf(language, job.startsAt, job.endsAt) })}
      </p>
      {problem ? (
        <p className={styles.note} role="alert">
          {problem}
        </p>
      ) : null}
      {chosen ? (
        <div className={styles.section}>
          <p>
            {rich(t, 'Move to {span}?', {
              span: <strong>{spanOf(language, chosen.startsAt, chosen.endsAt)}</strong>,
            })}
          </p>
          <div className={styles.actions}>
            <Button busy={busy} onClick={() => void ask(chosen)}>
              {t('Ask to move')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setChosen(null)}>
              {t('Choose another time')}
            </Button>
          </div>
        </div>
      ) : slots === null ? (
        <Spinner label={t('Loading free times…')} />
      ) : (
        <>
          {slots.length ? (
            <SlotList
              slots={slots}
              onChoose={setChosen}
              label={t('Free times for {name}', { name: job.aboki.displayName })}
            />
          ) : (
            <p className={styles.note}>{t('No free times in these days.')}</p>
          )}
          {nextFrom <= lastDate ? (
            <div className={styles.actions}>
              <Button variant="secondary" busy={loading} onClick={() => void loadFrom(nextFrom, slots)}>
                {t('Show later dates')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={close}>
          {t('Not now')}
        </Button>
      </div>
    </section>
  );
}
