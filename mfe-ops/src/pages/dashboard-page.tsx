import { Link } from 'react-router-dom';
import { Loaded, PageHeading, translatedHeading, useLoad, useT, type PageHeadingTexts } from 'shared';
import type { OpsDashboard } from 'shared/schemas';
import { fetchDashboard } from '../api/ops.js';
import { OpenJobForm } from '../components/open-job-form.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';

const HEADING = {
  title: 'Operator dashboard',
  description: 'What is waiting for the team today.',
} as const satisfies PageHeadingTexts<OpsText>;

/** The four numbers, each with where to act on it. */
const NUMBERS: readonly { key: keyof OpsDashboard; label: OpsText; to?: string }[] = [
  { key: 'abokisWaiting', label: 'Abokis waiting for review', to: '/ops/reviews' },
  { key: 'abokisUnverified', label: 'Active but not yet verified', to: '/ops/reviews?queue=unverified' },
  { key: 'abokisSuspended', label: 'Suspended', to: '/ops/audit?action=ABOKI_SUSPENDED' },
  { key: 'bookingsToday', label: 'Bookings today' },
];

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
            {NUMBERS.map(({ key, label, to }) => (
              <li key={key} className={styles.number}>
                <span className={styles.count}>{numbers[key].toLocaleString('en-NG')}</span>
                {to ? <Link to={to}>{t(label)}</Link> : <span>{t(label)}</span>}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <OpenJobForm />
    </>
  );
}
