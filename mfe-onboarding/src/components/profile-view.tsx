import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, PageHeading, Spinner, authAtom, buttonClass } from 'shared';
import type { ProfileDetails } from 'shared/schemas';
import { fetchProfile, updateProfile } from '../api/profile.js';
import { storedToNationalPhone } from 'shared/forms';
import { ID_TYPE_LABELS, ProfileForm, type ProfileFormValues, type ProfileKind } from './profile-form.js';
import styles from '../pages/pages.module.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: ProfileDetails | null };

function formValues(profile: ProfileDetails): ProfileFormValues {
  return {
    phoneNumber: storedToNationalPhone(profile.phoneNumber),
    state: profile.state,
    lga: profile.lga,
    address: profile.address,
    landmark: profile.landmark ?? '',
    businessName: profile.businessName ?? '',
    idType: profile.idType ?? '',
    idNumber: '',
  };
}

/** `/profile/<kind>-profile`: the profile as the server has it, and a form to change it. */
export function ProfileView({ kind }: { kind: ProfileKind }) {
  const { user } = useAtomValue(authAtom);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchProfile().then((result) => {
      if (!current) return;
      setLoaded(
        result.ok
          ? { status: 'ready', profile: result.data.profile }
          : { status: 'error', message: result.error.message },
      );
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const heading = (
    <PageHeading
      title={kind === 'agent' ? 'Your agent profile' : 'Your profile'}
      description={user ? `${user.name} · ${user.email}` : undefined}
    />
  );
  if (loaded.status === 'loading') {
    return (
      <>
        {heading}
        <Spinner label="Loading your profile…" />
      </>
    );
  }
  if (loaded.status === 'error') {
    return (
      <>
        {heading}
        <EmptyState
          role="alert"
          title="Your profile did not load"
          description={loaded.message}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setLoaded({ status: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </Button>
          }
        />
      </>
    );
  }
  const { profile } = loaded;
  if (!profile) {
    return (
      <>
        {heading}
        <EmptyState
          title="You have not created a profile yet"
          description="It takes a minute: your phone number, state, LGA and address."
          action={
            <Link to={`/select-services/${kind}-profile`} className={buttonClass('primary')}>
              Create your profile
            </Link>
          }
        />
      </>
    );
  }
  if (editing) {
    return (
      <>
        {heading}
        <Card>
          <ProfileForm
            kind={kind}
            editing
            defaultValues={formValues(profile)}
            submitLabel="Save changes"
            busyLabel="Saving…"
            onSubmit={async (changes) => {
              const result = await updateProfile(changes);
              if (!result.ok) return result.error;
              setLoaded({ status: 'ready', profile: result.data.profile ?? profile });
              setEditing(false);
              return null;
            }}
            footer={
              <p>
                <Button variant="ghost" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </p>
            }
          />
        </Card>
      </>
    );
  }
  return (
    <>
      {heading}
      <Card as="section" aria-label="Profile details">
        <dl className={styles.details}>
          <dt>Phone</dt>
          <dd>{profile.phoneNumber}</dd>
          <dt>State</dt>
          <dd>{profile.state}</dd>
          <dt>LGA</dt>
          <dd>{profile.lga}</dd>
          <dt>Address</dt>
          <dd>{profile.address}</dd>
          <dt>Landmark</dt>
          <dd>{profile.landmark ?? '—'}</dd>
          {kind === 'agent' ? (
            <>
              <dt>Business name</dt>
              <dd>{profile.businessName ?? '—'}</dd>
              <dt>ID</dt>
              <dd>
                {profile.idType
                  ? `${ID_TYPE_LABELS[profile.idType]} ending ${profile.idNumberLast4 ?? '····'}`
                  : '—'}
              </dd>
            </>
          ) : null}
        </dl>
        <Button onClick={() => setEditing(true)}>Edit profile</Button>
      </Card>
    </>
  );
}
