import { PageHeading } from 'shared';

export function ChooseRolePage() {
  return (
    <PageHeading
      title="How will you use Aboki?"
      documentTitle="Choose your role"
      description="Here you will choose to book help as a User, or to onboard and manage Abokis as an Agent."
    />
  );
}
