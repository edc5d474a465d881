import { Link } from 'react-router-dom';
import {
  formatNaira,
  Loaded,
  PageHeading,
  translatedHeading,
  useLoad,
  useT,
  type PageHeadingTexts,
} from 'shared';
import type { OpsDashboard } from 'shared/schemas';
import { fetchDashboard } from '../api/ops.js';
import { durationWords } from '../components/dispute-words.js';
import { OpenJobForm } from '../components/open-job-form.js';
import { opsBook, type OpsT, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';

const HEADING = {
  title: 'Operator dashboard',
  description: 'What is waiting for the team today.',
} as const satisfies PageHeadingTexts<OpsText>;

/** One number of the dashboard: its value in words, what it counts, where to act on it. */
interface Shown {
  id: string;
  value: string;
  label: OpsText;
  to?: string;
  /** A word beside the number that needs attention first (the safety reports among the disputes). */
  urgent?: string | null;
}

const count = (value: number) => value.toLocaleString('en-NG');

/** The numbers, each with where to act on it. */
function numbersOf(numbers: OpsDashboard, t: OpsT): Shown[] {
  return [
    {
      id: 'abokisWaiting',
      value: count(numbers.abokisWaiting),
      label: 'Abokis waiting for review',
      to: '/ops/reviews',
    },
    {
      id: 'abokisUnverified',
      value: count(numbers.abokisUnverified),
      label: 'Active but not yet verified',
      to: '/ops/reviews?queue=unverified',
    },
    {
      id: 'abokisSuspended',
      value: count(numbers.abokisSuspended),
      label: 'Suspended',
      to: '/ops/audit?action=ABOKI_SUSPENDED',
    },
    { id: 'bookingsToday', value: count(numbers.bookingsToday), label: 'Bookings today' },
    {
      id: 'disputesOpen',
      value: count(numbers.disputesOpen),
      label: 'Open disputes',
      to: '/ops/disputes',
      urgent:
        numbers.disputesSafety > 0
          ? t('{count, plural, one {# safety report} other {# safety reports}}', {
              count: numbers.disputesSafety,
            })
          : null,
    },
    {
      id: 'refundsAwaitingApproval',
      value: count(numbers.refundsAwaitingApproval),
      label: 'Refunds waiting for a second operator',
      to: '/ops/disputes',
    },
    {
      id: 'ticketsWaiting',
      value: count(numbers.ticketsWaiting),
      label: 'Tickets waiting for an answer',
      to: '/ops/tickets',
    },
    {
      id: 'medianFirstAnswerMinutes',
      value:
        numbers.medianFirstAnswerMinutes === null
          ? t('No answers yet')
          : durationWords(numbers.medianFirstAnswerMinutes, t),
      label: 'Median time to a first answer (last 30 days)',
      to: '/ops/tickets',
    },
    // Issue 27: what text messages cost today, against the daily cap the operators are alerted at.
    { id: 'smsSentToday', value: count(numbers.smsSentToday), label: 'Text messages sent today' },
    {
      id: 'smsCostTodayKobo',
      value: formatNaira(numbers.smsCostTodayKobo),
      label: 'Text messages’ cost today',
    },
  ];
}

/** `/ops` once unlocked: GET /api/v1/ops/dashboard, and a job opened by its reference. */
export function DashboardPage() {
  const t = useT(opsBook);
  const dashboard = useLoad(() => fetchDashboard(), []);
  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <Loaded
        load={dashboard}
        loadingLabel={t('Loading the numbers…')}
        errorTitle={t('The dashboard did not load')}
      >
        {({ dashboard: numbers }) => (
          <ul className={styles.numbers} aria-label={t('At a glance')}>
            {numbersOf(numbers, t).map(({ id, value, label, to, urgent }) => (
              <li key={id} className={styles.number}>
                <span className={styles.count}>{value}</span>
                {to ? <Link to={to}>{t(label)}</Link> : <span>{t(label)}</span>}
                {urgent ? <strong className={styles.badge}>{urgent}</strong> : null}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <OpenJobForm />
    </>
  );
}
