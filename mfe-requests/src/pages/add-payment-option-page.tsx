import { PageHeading } from 'shared';

export function AddPaymentOptionPage() {
  return (
    <PageHeading
      title="Choose how to pay"
      description="Here you will choose cash on completion, or card or bank transfer through Paystack."
    />
  );
}
