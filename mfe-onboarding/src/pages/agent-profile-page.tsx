import { ProfileIntro } from '../components/profile-steps.js';

export function AgentProfilePage() {
  return <ProfileIntro kind="agent" />;
}
