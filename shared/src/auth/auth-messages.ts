import { MESSAGES } from 'shared/messages';

/**
 * What the auth actions say (spec §5 and §8, to the letter): errors, fallbacks and success toasts.
 * Texts the API shows too come from MESSAGES; the browser's own checks and fallbacks are here.
 */
export const AUTH_MESSAGES = {
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  otpVerificationFailed: 'OTP verification failed',
  resendOtpFailed: 'Failed to resend OTP',
  roleSelectionFailedWithStatus: (status: number) => `Role selection failed with status ${status}`,
  profileCreationFailedWithStatus: (status: number) => `Profile creation failed with status ${status}`,
  selectRoleFailed: 'Failed to select role',
  createProfileFailed: 'Failed to create profile',
  invalidLoginResponse: 'Invalid login response: missing token or user',
  noToken: 'No authentication token found. Please log in again.',
  verifyEmailFirst: 'Please complete email verification first.',
  roleRequired: MESSAGES.roleRequired,
  userRoleRequired: MESSAGES.userRoleRequired,
  agentRoleRequired: MESSAGES.agentRoleRequired,

  registered: MESSAGES.registered,
  loggedIn: MESSAGES.loggedIn,
  roleSet: MESSAGES.roleSet,
  profileCreated: MESSAGES.profileCreated,
  loggedOut: MESSAGES.loggedOut,

  // Not in the spec: the verification, password-reset and profile calls.
  emailVerified: MESSAGES.emailVerified,
  otpResent: MESSAGES.codeSent,
  resetCodeFailed: 'Failed to send the reset code',
  resetCodeSent: MESSAGES.resetCodeSent,
  resetPasswordFailed: 'Password reset failed',
  passwordChanged: MESSAGES.passwordChanged,
  profileLoadFailed: 'Failed to load your profile',
  profileUpdateFailed: 'Failed to update your profile',
  profileUpdated: MESSAGES.profileUpdated,
} as const;

/** How long each toast stays (spec §8 and §9): errors 3 s; the rest as listed, 2 s by default. */
export const AUTH_TOAST_MS = {
  error: 3000,
  registered: 3000,
  loggedIn: 2000,
  roleSet: 2000,
  profileCreated: 2000,
  loggedOut: 1500,
  default: 2000,
} as const;
