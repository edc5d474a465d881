import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Card, PageHeading, authAtom, buttonClass, useT } from 'shared';
import { createProfile, profileRoleProblem } from 'shared/auth';
import { onboardingBook, translatedHeading, type HeadingIds } from '../i18n/index.js';
import { ProfileForm, type ProfileKind } from './profile-form.js';
import styles from '../pages/pages.module.css';

/** Each kind's paths, and its pages' headings as catalogue ids. */
const NAMES = {
  user: {
    base: '/select-services/user-profile',
    view: '/profile/user-profile',
    intro: { title: 'intro.user.heading.title', description: 'intro.user.heading.description' },
    details: { title: 'details.user.heading.title', description: 'details.user.heading.description' },
    created: { title: 'created.user.heading.title', description: 'created.user.heading.description' },
  },
  agent: {
    base: '/select-services/agent-profile',
    view: '/profile/agent-profile',
    intro: { title: 'intro.agent.heading.title', description: 'intro.agent.heading.description' },
    details: { title: 'details.agent.heading.title', description: 'details.agent.heading.description' },
    created: { title: 'created.agent.heading.title', description: 'created.agent.heading.description' },
  },
} as const satisfies Record<
  ProfileKind,
  { base: string; view: string } & Record<'intro' | 'details' | 'created', HeadingIds>
>;

/**
 * The role this path needs, when the person's role does not fit (spec §5's texts), with the way
 * to fix it; nothing when it fits.
 */
function RoleProblem() {
  const t = useT(onboardingBook);
  const { pathname } = useLocation();
  const { user } = useAtomValue(authAtom);
  const problem = profileRoleProblem(user?.role, pathname);
  if (!problem) return null;
  return (
    <p className={styles.problem} role="alert">
      {problem} <Link to="/select-services">{t('common.chooseRole')}</Link>
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
          {t('intro.alreadyHave')} <Link to={names.view}>{t('common.seeProfile')}</Link>
        </p>
      ) : null}
      <Card>
        <p>{t('intro.youWillNeed')}</p>
        <ul className={styles.list}>
          <li>{t('intro.needPhone')}</li>
          <li>{t('intro.needPlace')}</li>
          <li>{t('intro.needAddress')}</li>
          {kind === 'agent' ? <li>{t('intro.needBusiness')}</li> : null}
        </ul>
        <Link to={`${names.base}/details`} className={buttonClass('primary', true)}>
          {t('intro.start')}
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
          submitLabel={t('details.submit')}
          busyLabel={t('details.submitting')}
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
            {t('created.onboardAboki')}
          </Link>
        ) : (
          <Link to="/" className={buttonClass('primary')}>
            {t('created.findHelp')}
          </Link>
        )}
        <Link to={names.view} className={buttonClass('secondary')}>
          {t('common.seeProfile')}
        </Link>
      </div>
    </>
  );
}
