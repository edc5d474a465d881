import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatePlugin } from '../../plugins/authenticate.js';
import { API_V1_PREFIX, PRUNE_INTERVAL_MS, repeatInBackground, type Platform } from '../../platform.js';
import { authRoutes, registerRoute } from './auth-routes.js';
import { createAuthService } from './auth-service.js';
import { createCodeGuard } from './code-guard.js';
import { pruneExpiredCodes } from './codes-repository.js';
import { createEmailCodes } from './email-codes.js';
import { createPasswordResetService } from './password-reset-service.js';
import { createSessionService } from './session-service.js';
import { pruneExpiredResetTokens } from './sessions-repository.js';

// What the profile feature uses of accounts: reading and locking a user, and their name.
export { findAccountUser, lockUserForUpdate, setName } from './users-repository.js';

/** Sign-up, sign-in, codes, password reset and sessions, and the `authenticate` hook built on them. */
const auth: FastifyPluginAsyncZod<Platform> = async (app, platform) => {
  const { db, config, rateLimiter, notifyOutbox } = platform;
  const sessions = createSessionService(db);
  const codes = createEmailCodes(config.appSecret);
  const codeGuard = createCodeGuard({ db, rateLimiter, codes, appSecret: config.appSecret });
  const shared = { db, rateLimiter, sessions, codes, codeGuard, notifyOutbox, publicUrl: config.publicUrl };
  const authService = createAuthService(shared);
  const passwordReset = createPasswordResetService(shared);

  await app.register(authenticatePlugin, { sessions });
  // The spec's sign-up call is POST /api/auth/register; every other call lives under /api/v1.
  await app.register(registerRoute, { prefix: '/api', auth: authService });
  await app.register(authRoutes, { prefix: API_V1_PREFIX, auth: authService, passwordReset });

  // Expired sessions, codes and reset tokens no longer work; removing them only keeps tables small.
  repeatInBackground(
    app,
    platform,
    PRUNE_INTERVAL_MS,
    () => Promise.all([sessions.prune(), pruneExpiredCodes(db), pruneExpiredResetTokens(db)]),
    'pruning expired sessions failed',
  );
};

/** fastify-plugin: the `authenticate` hook must reach every other module's signed-in routes. */
export const authModule = fp(auth, { name: 'auth' });
