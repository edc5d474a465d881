import { useAtomValue } from 'jotai';
import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadFailed, NavTabs, Spinner, useLoad, useT } from 'shared';
import type { StaffMe } from 'shared/schemas';
import { fetchStaffMe, staffAtom } from '../api/ops.js';
import { opsBook } from '../i18n/index.js';
import { NotAvailable } from './not-available.js';
import { ROLE_LABELS } from './words.js';
import styles from './components.module.css';

// The authenticator steps (and the schema checks they bring) load only when a session is locked.
const EnrolStep = lazy(async () => ({ default: (await import('./totp-steps.js')).EnrolStep }));
const CodeStep = lazy(async () => ({ default: (await import('./totp-steps.js')).CodeStep }));

/**
 * Every console page goes through here (inside RequireAuth): GET /api/v1/ops/me decides. Not staff
 * (404): the page is simply not there. Staff without an authenticator app: set one up. A session
 * that has not entered a code (or whose 12 hours are over, or any call answered TOTP_REQUIRED):
 * the code. Unlocked: the console's nav around the page.
 */
export function OpsGate() {
  const t = useT(opsBook);
  const me = useLoad(() => fetchStaffMe(), []);
  // The latest word on the session: a later call may have locked it, or a code unlocked it.
  const latest = useAtomValue(staffAtom);

  if (me.status === 'loading') return <Spinner label={t('Opening the console…')} />;
  if (me.status === 'error') {
    if (me.error.status === 404) return <NotAvailable />;
    return <LoadFailed title={t('The console did not open')} message={me.error.message} onRetry={me.retry} />;
  }
  const staff = latest ?? me.data.staff;
  if (staff.totp !== 'UNLOCKED') {
    return (
      <Suspense fallback={<Spinner label={t('Opening the console…')} />}>
        {staff.totp === 'NOT_ENROLLED' ? <EnrolStep /> : <CodeStep />}
      </Suspense>
    );
  }
  return (
    <ConsoleFrame staff={staff}>
      <Outlet />
    </ConsoleFrame>
  );
}

function ConsoleFrame({ staff, children }: { staff: StaffMe; children: ReactNode }) {
  const t = useT(opsBook);
  return (
    <>
      <div className={styles.consoleBar}>
        <p className={styles.eyebrow}>{t('Operator console')}</p>
        <p className={styles.who}>
          {t('Signed in as {email} ({role})', { email: staff.email, role: t(ROLE_LABELS[staff.role]) })}
        </p>
      </div>
      <NavTabs
        label={t('Console')}
        links={[
          { to: '/ops', label: t('Dashboard') },
          { to: '/ops/reviews', label: t('Reviews') },
          { to: '/ops/disputes', label: t('Disputes') },
          { to: '/ops/people', label: t('People') },
          { to: '/ops/tickets', label: t('Tickets') },
          { to: '/ops/audit', label: t('Audit log') },
        ]}
      />
      <div className={styles.consolePage}>{children}</div>
    </>
  );
}
