import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Card, PageHeading, authAtom, buttonClass } from 'shared';
import { createProfile, profileRoleProblem } from 'shared/auth';
import { ProfileForm, type ProfileKind } from './profile-form.js';
import styles from '../pages/pages.module.css';

const NAMES: Record<ProfileKind, { title: string; role: string; base: string; view: string }> = {
  user: {
    title: 'user',
    role: 'User',
    base: '/select-services/user-profile',
    view: '/profile/user-profile',
  },
  agent: {
    title: 'agent',
    role: 'Agent',
    base: '/select-services/agent-profile',
    view: '/profile/agent-profile',
  },
};

/**
 * The role this path needs, when the person's role does not fit (spec §5's texts), with the way
 * to fix it; nothing when it fits.
 */
function RoleProblem() {
  const { pathname } = useLocation();
  const { user } = useAtomValue(authAtom);
  const problem = profileRoleProblem(user?.role, pathname);
  if (!problem) return null;
  return (
    <p className={styles.problem} role="alert">
      {problem} <Link to="/select-services">Choose your role</Link>
    </p>
  );
}

/** `/select-services/<kind>-profile`: what we will ask and why, then on to the details. */
export function ProfileIntro({ kind }: { kind: ProfileKind }) {
  const { user } = useAtomValue(authAtom);
  const names = NAMES[kind];
  return (
    <>
      <PageHeading
        title={`Create your ${names.title} profile`}
        description={
          kind === 'agent'
            ? 'Tell us how Users and your Abokis can reach you. It takes about two minutes.'
            : 'Tell us where you are, so we can show you Abokis nearby. It takes about a minute.'
        }
      />
      <RoleProblem />
      {user?.hasProfile ? (
        <p className={styles.notice}>
          You already have a profile. <Link to={names.view}>See your profile</Link>
        </p>
      ) : null}
      <Card>
        <p>You will need:</p>
        <ul className={styles.list}>
          <li>your mobile number;</li>
          <li>your state and local government area (LGA);</li>
          <li>your address, and a landmark near it if you like;</li>
          {kind === 'agent' ? <li>your business name and an ID, if you have them.</li> : null}
        </ul>
        <Link to={`${names.base}/details`} className={buttonClass('primary', true)}>
          Start
        </Link>
      </Card>
    </>
  );
}

/** `/select-services/<kind>-profile/details`: the form; on success, the "created" page. */
export function ProfileDetailsStep({ kind }: { kind: ProfileKind }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const names = NAMES[kind];
  return (
    <>
      <PageHeading
        title={`${names.role} profile details`}
        description={
          kind === 'agent'
            ? 'Where you work from, so Users and your Abokis can find you.'
            : 'Where you live, so your Aboki can find you.'
        }
      />
      <RoleProblem />
      <Card>
        <ProfileForm
          kind={kind}
          submitLabel="Create profile"
          busyLabel="Creating your profile…"
          onSubmit={async (payload) => {
            const result = await createProfile(pathname, payload);
            if (!result.ok) return result.error;
            void navigate(`${names.base}/created`, { replace: true });
            return null;
          }}
        />
      </Card>
    </>
  );
}

/** `/select-services/<kind>-profile/created`: done, and what to do next. */
export function ProfileCreated({ kind }: { kind: ProfileKind }) {
  const names = NAMES[kind];
  return (
    <>
      <PageHeading
        title={`${names.role} profile created`}
        description={
          kind === 'agent'
            ? 'You are set up as an agent. Next, onboard the first Aboki you manage.'
            : 'You are all set. Find trusted help near you whenever you need it.'
        }
      />
      <div className={styles.actions}>
        {kind === 'agent' ? (
          <Link to="/aboki" className={buttonClass('primary')}>
            Onboard an Aboki
          </Link>
        ) : (
          <Link to="/" className={buttonClass('primary')}>
            Find help
          </Link>
        )}
        <Link to={names.view} className={buttonClass('secondary')}>
          See your profile
        </Link>
      </div>
    </>
  );
}
