import { PageHeading } from 'shared';

export function AbokiProfileDetailsPage() {
  return (
    <PageHeading
      title="Aboki profile details"
      description="Here agents will complete the Aboki's details and their guarantor's contact."
    />
  );
}
