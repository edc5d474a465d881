import { PageHeading } from 'shared';

export function ServiceRequestErrorPage() {
  return (
    <PageHeading
      title="Request not sent"
      description="Here we will explain what went wrong with your request and how to try again."
    />
  );
}
