import { ProfileCreated } from '../components/profile-steps.js';

export function UserProfileCreatedPage() {
  return <ProfileCreated kind="user" />;
}
