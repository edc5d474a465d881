import { PageHeading } from 'shared';

export function ConfirmRequestPage() {
  return (
    <PageHeading
      title="Confirm your request"
      description="Here you will check the service, time, place and price before you book."
    />
  );
}
