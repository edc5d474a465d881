import { useState, type ComponentType } from 'react';
import { Button, formatNaira } from 'shared';
import { formatLagosClock, formatLagosDay, formatLagosSpan } from 'shared/lagos-time';
import type { AgentBoardJob, AgentBoardMove } from 'shared/schemas';
import { acceptNewTime, declineNewTime } from '../api/reschedule.js';
import styles from './components.module.css';

// Plans change (issue 22, item 7) on the agent dashboard: each job whose customer asks for a new
// time, with the time asked for, what moving costs them, and "Accept new time" / "Decline new time".
// Both times stay held for the Aboki until the agent answers.

const spanOf = (from: string, to: string) => formatLagosSpan(new Date(from), new Date(to));

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
  if (moves.length === 0) return null;
  return (
    <section aria-labelledby="moves-title">
      <h2 id="moves-title" className={styles.sectionTitle}>
        Asked to change time
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
    <li className={styles.jobRow} aria-label={`Time change ${job.service.name}, ${job.reference}`}>
      <JobSummary job={job} />
      <p>
        {job.customer.name} asks to move this to <strong>{spanOf(move.startsAt, move.endsAt)}</strong>.
      </p>
      <p className={styles.note}>
        Both times are kept for {job.aboki.displayName} until you answer. With no answer by{' '}
        {formatLagosDay(lapses)}, {formatLagosClock(lapses)}, the old time stands.
        {move.feeKobo > 0
          ? ` Moving this late costs the customer ${formatNaira(move.feeKobo)}, recorded if you accept.`
          : ''}
      </p>
      <div className={styles.inlineActions}>
        <Button
          busy={busy === 'accept'}
          disabled={busy !== null}
          aria-label={`Accept new time for ${job.reference}`}
          onClick={() => void answer('accept')}
        >
          Accept new time
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'decline'}
          disabled={busy !== null}
          aria-label={`Decline new time for ${job.reference}`}
          onClick={() => void answer('decline')}
        >
          Decline new time
        </Button>
      </div>
    </li>
  );
}
