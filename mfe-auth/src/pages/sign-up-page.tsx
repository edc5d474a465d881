import { PageHeading } from 'shared';

export function SignUpPage() {
  return (
    <PageHeading
      title="Create your Aboki account"
      documentTitle="Sign up"
      description="Here you will sign up with your name, email and a password."
    />
  );
}
