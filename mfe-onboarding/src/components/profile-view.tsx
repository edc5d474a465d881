import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, Loaded, PageHeading, authAtom, buttonClass, useLoad } from 'shared';
import type { ProfileDetails } from 'shared/schemas';
import { fetchProfile, updateProfile } from '../api/profile.js';
import { storedToNationalPhone } from 'shared/forms';
import { ID_TYPE_LABELS, ProfileForm, type ProfileFormValues, type ProfileKind } from './profile-form.js';
import styles from '../pages/pages.module.css';
import { YourData } from './your-data.js';

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
  const loaded = useLoad(() => fetchProfile(), []);
  const [editing, setEditing] = useState(false);

  function details(profile: ProfileDetails | null) {
    if (!profile) {
      return (
        <EmptyState
          title="You have not created a profile yet"
          description="It takes a minute: your phone number, state, LGA and address."
          action={
            <Link to={`/select-services/${kind}-profile`} className={buttonClass('primary')}>
              Create your profile
            </Link>
          }
        />
      );
    }
    if (editing) {
      return (
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
              loaded.setData({ profile: result.data.profile ?? profile });
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
      );
    }
    return (
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
        <div className={styles.actions}>
          <Button onClick={() => setEditing(true)}>Edit profile</Button>
          {kind === 'user' ? (
            // Straight to the search, in their own area: only the service is left to choose.
            <Link
              to={`/select-aboki?${new URLSearchParams({ state: profile.state, lga: profile.lga })}`}
              className={buttonClass('secondary')}
            >
              Find help near you
            </Link>
          ) : null}
        </div>
      </Card>
    );
  }

  return (
    <>
      <PageHeading
        title={kind === 'agent' ? 'Your agent profile' : 'Your profile'}
        description={user ? `${user.name} · ${user.email}` : undefined}
      />
      <Loaded
        load={loaded}
        loadingLabel="Loading your profile…"
        errorTitle="Your profile did not load"
        retryVariant="secondary"
      >
        {({ profile }) => details(profile)}
      </Loaded>
      <YourData />
    </>
  );
}
