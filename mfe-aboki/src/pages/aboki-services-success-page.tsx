import { PageHeading } from 'shared';

export function AbokiServicesSuccessPage() {
  return (
    <PageHeading
      title="Aboki ready for requests"
      description="Here we will confirm the Aboki’s services and availability are saved."
    />
  );
}
