import { PageHeading } from 'shared';

export function AbokiServicesAvailablePage() {
  return (
    <PageHeading
      title="Set the Aboki’s availability"
      description="Here agents will set the days and hours the Aboki is free to work."
    />
  );
}
