import { ProfileIntro } from '../components/profile-steps.js';

export function UserProfilePage() {
  return <ProfileIntro kind="user" />;
}
