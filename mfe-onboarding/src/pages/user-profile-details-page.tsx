import { ProfileDetailsStep } from '../components/profile-steps.js';

export function UserProfileDetailsPage() {
  return <ProfileDetailsStep kind="user" />;
}
