import { ProfileDetailsStep } from '../components/profile-steps.js';

export function AgentProfileDetailsPage() {
  return <ProfileDetailsStep kind="agent" />;
}
