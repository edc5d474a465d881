import { lazy, Suspense } from 'react';
import { Card, PageHeading, Spinner, useT, translatedHeading } from 'shared';
import { DraftGate, StepIndicator, useAbokiDraft } from '../components/onboarding-steps.js';
import { ROUTE_HEADINGS, abokiBook } from '../i18n/index.js';

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
      <PageHeading {...translatedHeading(t, ROUTE_HEADINGS['/aboki/services-available'])} />
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
