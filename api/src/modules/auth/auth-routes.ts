import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from 'shared/messages';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  selectRoleSchema,
  sendOtpSchema,
  userSchema,
  verifyOtpSchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import type { AuthService } from './auth-service.js';
import type { PasswordResetService } from './password-reset-service.js';

interface Options {
  auth: AuthService;
  passwordReset: PasswordResetService;
}

const userData = z.object({ user: userSchema });
const signedInData = z.object({ token: z.string(), user: userSchema });
const noData = z.object({});

/** POST <prefix>/auth/register: the spec names /api/auth/register, the issue /api/v1 too. */
export const registerRoute: FastifyPluginAsyncZod<Pick<Options, 'auth'>> = async (app, { auth }) => {
  noStore(app);
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up; a 6-digit code is emailed to verify the address',
        body: registerSchema,
        response: {
          201: successEnvelope(userData),
          400: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body, request.ip, request.language);
      return reply.status(201).send(ok({ user }, MESSAGES.registered));
    },
  );
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, passwordReset }) => {
  await app.register(registerRoute, { auth });
  noStore(app);

  app.post(
    '/auth/send-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a fresh sign-up code (the previous one stops working)',
        body: sendOtpSchema,
        response: { 200: successEnvelope(noData), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await auth.sendVerificationCode(request.body.email, request.ip);
      return ok({}, MESSAGES.codeSent);
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify the email with its code; signs in',
        body: verifyOtpSchema,
        response: { 200: successEnvelope(signedInData), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      const { passwordCleared, ...signedIn } = await auth.verifyEmail(request.body, request.ip);
      return ok(signedIn, passwordCleared ? MESSAGES.emailVerifiedSetPassword : MESSAGES.emailVerified);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'After many wrong passwords for the account, the answer is 401 SIGN_IN_CODE_REQUIRED and a 6-digit code is emailed to the owner: send the password again with `code`.',
        body: loginSchema,
        response: {
          200: successEnvelope(signedInData),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => ok(await auth.login(request.body, request.ip), MESSAGES.loggedIn),
  );

  await app.register(async (scope) => {
    // Logout reads no body; clients that label an empty one as JSON still get signed out.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post(
      '/auth/logout',
      {
        onRequest: scope.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Sign out: the token stops working at once',
          security: [{ bearerAuth: [] }],
          response: { 200: successEnvelope(noData), 401: errorEnvelope },
        },
      },
      async (request) => {
        await auth.logout(sessionOf(request).sessionId);
        return ok({}, MESSAGES.loggedOut);
      },
    );
  });

  app.get(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(userData), 401: errorEnvelope },
      },
    },
    async (request) => ok({ user: sessionOf(request).user }),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset code to the account, if there is one',
        body: forgotPasswordSchema,
        response: { 200: successEnvelope(noData), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await passwordReset.requestCode(request.body.email, request.ip);
      return ok({}, MESSAGES.resetCodeSent);
    },
  );

  app.post(
    '/auth/reset-password/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the reset code for a single-use reset token (15 minutes)',
        body: verifyOtpSchema,
        response: {
          200: successEnvelope(z.object({ resetToken: z.string() })),
          400: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const resetToken = await passwordReset.verifyCode(request.body, request.ip);
      return ok({ resetToken }, MESSAGES.resetCodeAccepted);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password; every session of the account is revoked',
        body: resetPasswordSchema,
        response: { 200: successEnvelope(noData), 400: errorEnvelope },
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body.resetToken, request.body.password);
      return ok({}, MESSAGES.passwordChanged);
    },
  );

  app.post(
    '/auth/select-role',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Choose USER or AGENT (fixed once a profile exists)',
        security: [{ bearerAuth: [] }],
        body: selectRoleSchema,
        response: {
          200: successEnvelope(userData),
          400: errorEnvelope,
          401: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const user = await auth.selectRole(sessionOf(request).user.id, request.body.role);
      return ok({ user }, MESSAGES.roleSet({ role: request.body.role }));
    },
  );
};
