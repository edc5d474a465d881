import { PageHeading } from 'shared';

export function OtpPage() {
  return (
    <PageHeading
      title="Confirm your email"
      description="Here you will enter the 6-digit code we email you, or ask for a new one."
    />
  );
}
