import { ProfileView } from '../components/profile-view.js';

export function AgentProfileViewPage() {
  return <ProfileView kind="agent" />;
}
