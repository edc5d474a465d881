import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, Loaded, PageHeading, authAtom, buttonClass, useLoad, useT } from 'shared';
import type { ProfileDetails } from 'shared/schemas';
import { fetchProfile, updateProfile } from '../api/profile.js';
import { storedToNationalPhone } from 'shared/forms';
import { onboardingBook } from '../i18n/index.js';
import { ID_TYPE_LABEL_IDS, ProfileForm, type ProfileFormValues, type ProfileKind } from './profile-form.js';
import styles from '../pages/pages.module.css';
import { MessagePreferences } from './message-preferences.js';
import { PhoneVerification } from './phone-verification.js';
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
  const t = useT(onboardingBook);
  const { user } = useAtomValue(authAtom);
  const loaded = useLoad(() => fetchProfile(), []);
  const [editing, setEditing] = useState(false);

  function details(profile: ProfileDetails | null) {
    if (!profile) {
      return (
        <EmptyState
          title={t('You have not created a profile yet')}
          description={t('It takes a minute: your phone number, state, LGA and address.')}
          action={
            <Link to={`/select-services/${kind}-profile`} className={buttonClass('primary')}>
              {t('Create your profile')}
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
            submitLabel={t('Save changes')}
            busyLabel={t('Saving…')}
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
                  {t('Cancel')}
                </Button>
              </p>
            }
          />
        </Card>
      );
    }
    return (
      <Card as="section" aria-label={t('Profile details')}>
        <dl className={styles.details}>
          <dt>{t('Phone')}</dt>
          <dd>
            {profile.phoneNumber}
            {profile.phoneVerified ? ` · ${t('Verified')}` : null}
          </dd>
          <dt>{t('State')}</dt>
          <dd>{profile.state}</dd>
          <dt>{t('LGA')}</dt>
          <dd>{profile.lga}</dd>
          <dt>{t('Address')}</dt>
          <dd>{profile.address}</dd>
          <dt>{t('Landmark')}</dt>
          <dd>{profile.landmark ?? '—'}</dd>
          {kind === 'agent' ? (
            <>
              <dt>{t('Business name')}</dt>
              <dd>{profile.businessName ?? '—'}</dd>
              <dt>{t('ID')}</dt>
              <dd>
                {profile.idType
                  ? t('{idType} ending {last4}', {
                      idType: t(ID_TYPE_LABEL_IDS[profile.idType]),
                      last4: profile.idNumberLast4 ?? '····',
                    })
                  : '—'}
              </dd>
            </>
          ) : null}
        </dl>
        {/* Issue 27: an unverified number offers its code here; a changed number is unverified again. */}
        {profile.phoneVerified === false ? (
          <PhoneVerification
            key={profile.phoneNumber}
            phoneNumber={profile.phoneNumber}
            onVerified={() => loaded.setData({ profile: { ...profile, phoneVerified: true } })}
          />
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => setEditing(true)}>{t('Edit profile')}</Button>
          {kind === 'user' ? (
            // Straight to the search, in their own area: only the service is left to choose.
            <Link
              to={`/select-aboki?${new URLSearchParams({ state: profile.state, lga: profile.lga })}`}
              className={buttonClass('secondary')}
            >
              {t('Find help near you')}
            </Link>
          ) : null}
        </div>
      </Card>
    );
  }

  return (
    <>
      <PageHeading
        title={kind === 'agent' ? t('Your agent profile') : t('Your profile')}
        description={user ? `${user.name} · ${user.email}` : undefined}
      />
      <Loaded
        load={loaded}
        loadingLabel={t('Loading your profile…')}
        errorTitle={t('Your profile did not load')}
        retryVariant="secondary"
      >
        {({ profile }) => (
          <>
            {details(profile)}
            {/* Loaded again once the phone is verified: SMS becomes a choice that can reach them. */}
            {profile ? <MessagePreferences key={String(profile.phoneVerified)} /> : null}
          </>
        )}
      </Loaded>
      <YourData />
    </>
  );
}
