import { useState, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { Button, formatNaira, languageAtom, rich, useT } from 'shared';
import { formatLagosClock, formatLagosDay, formatLagosSpan } from 'shared/lagos-time';
import type { AgentBoardJob, AgentBoardMove } from 'shared/schemas';
import { acceptNewTime, declineNewTime } from '../api/reschedule.js';
import { abokiBook } from '../i18n/index.js';
import styles from './components.module.css';

// Plans change (issue 22, item 7) on the agent dashboard: each job whose customer asks for a new
// time, with the time asked for, what moving costs them, and "Accept new time" / "Decline new time".
// Both times stay held for the Aboki until the agent answers.

/** The board's lines for a job (agent-jobs.tsx), so every card reads alike. */
type Summary = ComponentType<{ job: AgentBoardJob }>;

/** "Asked to change time": one card per job; nothing when nobody is asking. */
export function MoveRequests({
  moves,
  summary,
  onDone,
}: {
  moves: readonly AgentBoardMove[];
  summary: Summary;
  onDone: () => void;
}) {
  const t = useT(abokiBook);
  if (moves.length === 0) return null;
  return (
    <section aria-labelledby="moves-title">
      <h2 id="moves-title" className={styles.sectionTitle}>
        {t('Asked to change time')}
      </h2>
      <ul className={styles.jobList}>
        {moves.map((job) => (
          <MoveRow key={job.reference} job={job} summary={summary} onDone={onDone} />
        ))}
      </ul>
    </section>
  );
}

function MoveRow({
  job,
  summary: JobSummary,
  onDone,
}: {
  job: AgentBoardMove;
  summary: Summary;
  onDone: () => void;
}) {
  const t = useT(abokiBook);
  const language = useAtomValue(languageAtom);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const { move } = job;
  const lapses = new Date(move.lapsesAt);

  const answer = async (action: 'accept' | 'decline') => {
    setBusy(action);
    const result = await (action === 'accept' ? acceptNewTime : declineNewTime)(job.reference, move.startsAt);
    setBusy(null);
    // 409: withdrawn, asked again or lapsed meanwhile; the reload shows where it stands.
    if (result.ok || result.error.status === 409) onDone();
  };

  return (
    <li
      className={styles.jobRow}
      aria-label={t('Time change {service}, {reference}', {
        service: job.service.name,
        reference: job.reference,
      })}
    >
      <JobSummary job={job} />
      <p>
        {rich(
          t,
          '{name} asks to move this to {time}.',
          {
            time: (
              <strong>{formatLagosSpan(new Date(move.startsAt), new Date(move.endsAt), language)}</strong>
            ),
          },
          { name: job.customer.name },
        )}
      </p>
      <p className={styles.note}>
        {t(
          'Both times are kept for {aboki} until you answer. With no answer by {day}, {time}, the old time stands.',
          {
            aboki: job.aboki.displayName,
            day: formatLagosDay(lapses, language),
            time: formatLagosClock(lapses),
          },
        )}
        {move.feeKobo > 0
          ? ` ${t('Moving this late costs the customer {amount}, recorded if you accept.', { amount: formatNaira(move.feeKobo) })}`
          : ''}
      </p>
      <div className={styles.inlineActions}>
        <Button
          busy={busy === 'accept'}
          disabled={busy !== null}
          aria-label={t('Accept new time for {reference}', { reference: job.reference })}
          onClick={() => void answer('accept')}
        >
          {t('Accept new time')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'decline'}
          disabled={busy !== null}
          aria-label={t('Decline new time for {reference}', { reference: job.reference })}
          onClick={() => void answer('decline')}
        >
          {t('Decline new time')}
        </Button>
      </div>
    </li>
  );
}
