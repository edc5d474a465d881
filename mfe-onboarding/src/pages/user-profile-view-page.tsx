import { ProfileView } from '../components/profile-view.js';

export function UserProfileViewPage() {
  return <ProfileView kind="user" />;
}
