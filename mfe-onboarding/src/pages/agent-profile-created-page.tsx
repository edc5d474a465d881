import { ProfileCreated } from '../components/profile-steps.js';

export function AgentProfileCreatedPage() {
  return <ProfileCreated kind="agent" />;
}
