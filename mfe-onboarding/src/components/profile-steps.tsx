import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Card,
  PageHeading,
  authAtom,
  buttonClass,
  translatedHeading,
  useSay,
  useT,
  type PageHeadingTexts,
} from 'shared';
import { createProfile, profileRoleProblem } from 'shared/auth';
import { onboardingBook, type OnboardingText } from '../i18n/index.js';
import { ProfileForm, type ProfileKind } from './profile-form.js';
import styles from '../pages/pages.module.css';

/** Each kind's paths, and its pages' headings as catalogue ids. */
const NAMES = {
  user: {
    base: '/select-services/user-profile',
    view: '/profile/user-profile',
    intro: {
      title: 'Create your user profile',
      description: 'Tell us where you are, so we can show you Abokis nearby. It takes about a minute.',
    },
    details: { title: 'User profile details', description: 'Where you live, so your Aboki can find you.' },
    created: {
      title: 'User profile created',
      description: 'You are all set. Find trusted help near you whenever you need it.',
    },
  },
  agent: {
    base: '/select-services/agent-profile',
    view: '/profile/agent-profile',
    intro: {
      title: 'Create your agent profile',
      description: 'Tell us how Users and your Abokis can reach you. It takes about two minutes.',
    },
    details: {
      title: 'Agent profile details',
      description: 'Where you work from, so Users and your Abokis can find you.',
    },
    created: {
      title: 'Agent profile created',
      description: 'You are set up as an agent. Next, onboard the first Aboki you manage.',
    },
  },
} as const satisfies Record<
  ProfileKind,
  { base: string; view: string } & Record<'intro' | 'details' | 'created', PageHeadingTexts<OnboardingText>>
>;

/**
 * The role this path needs, when the person's role does not fit (spec §5's texts), with the way
 * to fix it; nothing when it fits.
 */
function RoleProblem() {
  const t = useT(onboardingBook);
  const say = useSay();
  const { pathname } = useLocation();
  const { user } = useAtomValue(authAtom);
  const problem = profileRoleProblem(user?.role, pathname);
  if (!problem) return null;
  return (
    <p className={styles.problem} role="alert">
      {say(problem)} <Link to="/select-services">{t('Choose your role')}</Link>
    </p>
  );
}

/** `/select-services/<kind>-profile`: what we will ask and why, then on to the details. */
export function ProfileIntro({ kind }: { kind: ProfileKind }) {
  const t = useT(onboardingBook);
  const { user } = useAtomValue(authAtom);
  const names = NAMES[kind];
  return (
    <>
      <PageHeading {...translatedHeading(t, names.intro)} />
      <RoleProblem />
      {user?.hasProfile ? (
        <p className={styles.notice}>
          {t('You already have a profile.')} <Link to={names.view}>{t('See your profile')}</Link>
        </p>
      ) : null}
      <Card>
        <p>{t('You will need:')}</p>
        <ul className={styles.list}>
          <li>{t('your mobile number;')}</li>
          <li>{t('your state and local government area (LGA);')}</li>
          <li>{t('your address, and a landmark near it if you like;')}</li>
          {kind === 'agent' ? <li>{t('your business name and an ID, if you have them.')}</li> : null}
        </ul>
        <Link to={`${names.base}/details`} className={buttonClass('primary', true)}>
          {t('Start')}
        </Link>
      </Card>
    </>
  );
}

/** `/select-services/<kind>-profile/details`: the form; on success, the "created" page. */
export function ProfileDetailsStep({ kind }: { kind: ProfileKind }) {
  const t = useT(onboardingBook);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const names = NAMES[kind];
  return (
    <>
      <PageHeading {...translatedHeading(t, names.details)} />
      <RoleProblem />
      <Card>
        <ProfileForm
          kind={kind}
          submitLabel={t('Create profile')}
          busyLabel={t('Creating your profile…')}
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
  const t = useT(onboardingBook);
  const names = NAMES[kind];
  return (
    <>
      <PageHeading {...translatedHeading(t, names.created)} />
      <div className={styles.actions}>
        {kind === 'agent' ? (
          <Link to="/aboki" className={buttonClass('primary')}>
            {t('Onboard an Aboki')}
          </Link>
        ) : (
          <Link to="/" className={buttonClass('primary')}>
            {t('Find help')}
          </Link>
        )}
        <Link to={names.view} className={buttonClass('secondary')}>
          {t('See your profile')}
        </Link>
      </div>
    </>
  );
}
