import { PageHeading } from 'shared';

export function OnboardAbokiPage() {
  return (
    <PageHeading
      title="Onboard an Aboki"
      description="Here agents will start an Aboki's profile: photo, phone, state, LGA and guarantor."
    />
  );
}
