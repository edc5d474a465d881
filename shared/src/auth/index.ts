// `shared/auth`: the auth actions (spec §4) and the route guard. The atom itself is in `shared`;
// these live on a subpath so only the pages that sign people in and up download them, not home.
export { AUTH_MESSAGES, AUTH_TOAST_MS } from './auth-messages.js';
export {
  AuthCheckError,
  authContext,
  clearSession,
  currentUser,
  keepServerUser,
  mergeServerUser,
  forgetPersistentName,
  persistentName,
  requireRealToken,
  runAuthAction,
  runSignedInAction,
  saveUser,
  signedInCall,
  toFailure,
  type AuthContext,
  type SignedInCallOptions,
  type AuthDeps,
  type AuthFailure,
  type AuthResult,
} from './auth-session.js';
export {
  register,
  resendOtp,
  verifyOtp,
  type RegisterInput,
  type ResendOtpInput,
  type VerifyOtpInput,
} from './sign-up.js';
export { login, logout, type LoginInput } from './sign-in.js';
export {
  createProfile,
  profileKindOfPath,
  profileRoleProblem,
  selectRole,
  type ProfileKind,
} from './role-and-profile.js';
export { forgotPassword, resetPassword, verifyResetOtp } from './password-reset.js';
export { fetchSignedInImage } from './signed-in-image.js';
export { RequireAuth, homePathFor, safeNextPath, signInPath } from './require-auth.js';
