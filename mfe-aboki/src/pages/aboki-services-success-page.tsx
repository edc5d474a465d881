import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Card, PageHeading, buttonClass, rich, useT, translatedHeading, type PageHeadingTexts } from 'shared';
import { FormError } from 'shared/forms';
import type { AbokiOwnerView, AbokiPublicView } from 'shared/schemas';
import { publishAboki } from '../api/abokis.js';
import { AbokiPublicProfile } from '../components/aboki-public-profile.js';
import { IdentityCheck, ReviewStatus, verifiedMonthOf } from '../components/aboki-status.js';
import {
  DraftGate,
  StepActions,
  StepIndicator,
  firstMissingStep,
  missingText,
  stepPath,
  useAbokiDraft,
} from '../components/onboarding-steps.js';
import { abokiBook, type AbokiText } from '../i18n/index.js';
import styles from '../components/components.module.css';

/** The page's heading, in English (the page shows it in its language). */
const HEADING = {
  title: 'Aboki ready for requests',
  description:
    'This is the profile Users will see. Send it for review: once our team has checked it, Users can book.',
} as const satisfies PageHeadingTexts<AbokiText>;

/** The owner's view cut down to the public view's fields: what Users will see, and nothing more. */
export function toPublicView(aboki: AbokiOwnerView): AbokiPublicView {
  return {
    id: aboki.id,
    displayName: aboki.displayName,
    photoUrl: aboki.photoUrl,
    languages: aboki.languages,
    bio: aboki.bio,
    state: aboki.state,
    lga: aboki.lga,
    areas: aboki.availability.areas,
    services: aboki.services,
    rating: aboki.rating,
    verifiedMonth: verifiedMonthOf(aboki.review.verifiedAt),
  };
}

/**
 * `/aboki/services-success?id=`, step 5 and the Aboki's own page: the public profile as Users will
 * see it, where its review stands, and "Send for review" (again, when it was sent back).
 */
export function AbokiServicesSuccessPage() {
  const t = useT(abokiBook);
  const draft = useAbokiDraft();
  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <StepIndicator step={5} />
      <DraftGate draft={draft}>{(aboki) => <Review aboki={aboki} />}</DraftGate>
    </>
  );
}

function Review({ aboki }: { aboki: AbokiOwnerView }) {
  const t = useT(abokiBook);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Issue 27: where text messages are on, the agent's phone is verified before a first review.
  const [phoneFirst, setPhoneFirst] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await publishAboki(aboki.id);
    setBusy(false);
    if (result.ok) {
      void navigate('/profile/agent-dashboard');
      return;
    }
    setError(result.error.message);
    setPhoneFirst(result.error.code === 'PHONE_NOT_VERIFIED');
  }

  const back = (
    <Link to={stepPath(4, aboki.id)} className={buttonClass('secondary')}>
      {t('Back')}
    </Link>
  );
  // A draft, or one sent back to fix, is sent with the publish call; the rest only say where they stand.
  const sendable = aboki.status === 'DRAFT' || aboki.status === 'REJECTED';
  return (
    <>
      {aboki.status === 'DRAFT' ? null : <ReviewStatus aboki={aboki} />}
      <Card className={styles.section}>
        <AbokiPublicProfile aboki={toPublicView(aboki)} />
      </Card>
      {!sendable ? (
        <div className={styles.stepActions}>{back}</div>
      ) : aboki.missing.length > 0 ? (
        <>
          <div className={styles.problem} role="alert">
            <p>{t('Before sending it for review, add {items}.', { items: missingText(t, aboki.missing) })}</p>
            <Link to={stepPath(firstMissingStep(aboki.missing), aboki.id)} className={buttonClass('primary')}>
              {t('Finish onboarding')}
            </Link>
          </div>
          <div className={styles.stepActions}>{back}</div>
        </>
      ) : (
        <form
          noValidate
          aria-label={t('Send the Aboki for review')}
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormError message={error} />
          {phoneFirst ? (
            <p>
              <Link to="/profile/agent-profile" className={buttonClass('primary')}>
                {t('Verify my phone number')}
              </Link>
            </p>
          ) : null}
          {aboki.status === 'DRAFT' ? <IdentityCheck aboki={aboki} /> : null}
          {aboki.photoUrl ? null : (
            <p className={styles.notice}>
              {rich(t, 'No photo yet: Users choose Abokis they can see. {link} (optional)', {
                link: <Link to={stepPath(2, aboki.id)}>{t('Add a photo')}</Link>,
              })}
            </p>
          )}
          <StepActions
            step={5}
            id={aboki.id}
            busy={busy}
            submitLabel={aboki.status === 'REJECTED' ? t('Send for review again') : t('Send for review')}
            busyLabel={t('Sending…')}
          />
        </form>
      )}
    </>
  );
}
