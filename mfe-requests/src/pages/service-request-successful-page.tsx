import { PageHeading } from 'shared';

export function ServiceRequestSuccessfulPage() {
  return (
    <PageHeading
      title="Request sent"
      description="Here we will confirm your request and tell you what happens next."
    />
  );
}
