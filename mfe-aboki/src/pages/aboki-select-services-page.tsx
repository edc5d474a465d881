import { PageHeading } from 'shared';

export function AbokiSelectServicesPage() {
  return (
    <PageHeading
      title="Choose the Aboki’s services"
      description="Here agents will pick the services the Aboki offers, each with a price in naira."
    />
  );
}
