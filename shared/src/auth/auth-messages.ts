/**
 * The browser's own auth texts (spec §5 and §8, to the letter): its checks and fallbacks. Texts the
 * API shows too, success toasts included, are in MESSAGES (`shared/messages`), named once.
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

  // Not in the spec: the verification, password-reset and profile calls.
  resetCodeFailed: 'Failed to send the reset code',
  resetPasswordFailed: 'Password reset failed',
  profileLoadFailed: 'Failed to load your profile',
  profileUpdateFailed: 'Failed to update your profile',
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
  /** Long enough to read two sentences that change what the person does next. */
  mustRead: 10000,
} as const;
