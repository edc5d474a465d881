/** Browser storage keys (spec §3): every app reads and writes auth data under these names only. */
export const STORAGE_KEYS = {
  user: 'auth_user',
  token: 'auth_token',
  registrationName: 'registration_name',
  userPersistentName: 'user_persistent_name',
} as const;

/** Placeholder tokens (spec §4): stored while an account is unverified; both count as signed out. */
export const PLACEHOLDER_TOKENS = {
  pendingVerification: 'pending-verification',
  emailVerified: 'email-verified',
} as const;

export type PlaceholderToken = (typeof PLACEHOLDER_TOKENS)[keyof typeof PLACEHOLDER_TOKENS];
