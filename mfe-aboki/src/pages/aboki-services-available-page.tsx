import { lazy, Suspense } from 'react';
import { Card, PageHeading, Spinner } from 'shared';
import { DraftGate, StepIndicator, useAbokiDraft } from '../components/onboarding-steps.js';

// The week grid downloads only on this step.
const AvailabilityForm = lazy(async () => ({
  default: (await import('../components/availability-form.js')).AvailabilityForm,
}));

/** `/aboki/services-available?id=`, step 4: weekly hours, the areas served and time off. */
export function AbokiServicesAvailablePage() {
  const draft = useAbokiDraft();
  return (
    <>
      <PageHeading
        title="Set the Aboki’s availability"
        description="When the Aboki works each week, where they will go, and any days off. Users can only book these hours."
      />
      <StepIndicator step={4} />
      <DraftGate draft={draft}>
        {(aboki) => (
          <Card>
            <Suspense fallback={<Spinner label="Loading the week planner…" />}>
              <AvailabilityForm aboki={aboki} />
            </Suspense>
          </Card>
        )}
      </DraftGate>
    </>
  );
}
