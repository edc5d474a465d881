import type { Env } from '../config.js';
import { startIdentityStandIn, type IdentityStandIn } from '../modules/identity/identity-stand-in.js';

/** The key the test stand-in accepts (and the app sends): a test value, never a real provider's. */
export const IDENTITY_TEST_KEY = 'test_identity_key_0123456789';

/**
 * Starts the identity provider's stand-in on its own port for a test file (before its app) and
 * answers the settings that point the app at it, as production points at the provider.
 */
export function useIdentityStandIn(): { env: () => Env; standIn: () => IdentityStandIn } {
  let running: Awaited<ReturnType<typeof startIdentityStandIn>> | undefined;
  beforeAll(async () => {
    running = await startIdentityStandIn(IDENTITY_TEST_KEY);
  });
  afterAll(() => running?.close());
  beforeEach(() => {
    running!.standIn.asked.length = 0;
  });
  return {
    env: () => ({
      IDENTITY_API_KEY: IDENTITY_TEST_KEY,
      IDENTITY_APP_ID: 'aboki-test',
      IDENTITY_BASE_URL: running!.baseUrl,
    }),
    standIn: () => running!.standIn,
  };
}
