import { PageHeading } from 'shared';

export function SignInPage() {
  return (
    <PageHeading title="Sign in" description="Here you will sign in to Aboki with your email and password." />
  );
}
