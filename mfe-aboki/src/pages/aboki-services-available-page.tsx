import { lazy, Suspense } from 'react';
import { Card, PageHeading, Spinner, useT, translatedHeading, type PageHeadingTexts } from 'shared';
import { DraftGate, StepIndicator, useAbokiDraft } from '../components/onboarding-steps.js';
import { abokiBook, type AbokiText } from '../i18n/index.js';

/** The page's heading, in English (the page shows it in its language). */
const HEADING = {
  title: 'Set the Aboki’s availability',
  description:
    'When the Aboki works each week, where they will go, and any days off. Users can only book these hours.',
} as const satisfies PageHeadingTexts<AbokiText>;

// The week grid downloads only on this step.
const AvailabilityForm = lazy(async () => ({
  default: (await import('../components/availability-form.js')).AvailabilityForm,
}));

/** `/aboki/services-available?id=`, step 4: weekly hours, the areas served and time off. */
export function AbokiServicesAvailablePage() {
  const t = useT(abokiBook);
  const draft = useAbokiDraft();
  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <StepIndicator step={4} />
      <DraftGate draft={draft}>
        {(aboki) => (
          <Card>
            <Suspense fallback={<Spinner label={t('Loading the week planner…')} />}>
              <AvailabilityForm aboki={aboki} />
            </Suspense>
          </Card>
        )}
      </DraftGate>
    </>
  );
}
