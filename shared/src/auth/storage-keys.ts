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

/**
 * What a person types in a tab (the booking and contact drafts) is kept in that tab's sessionStorage
 * under keys with this prefix, and only there: signing out, in this tab or another, removes them all,
 * so the next person on a shared phone never sees an address, a note or a phone number.
 */
export const TAB_DRAFT_PREFIX = 'aboki_';

/** The channel on which a tab tells the site's other tabs that its person signed out. */
export const SIGN_OUT_CHANNEL = 'aboki-sign-out';

export type PlaceholderToken = (typeof PLACEHOLDER_TOKENS)[keyof typeof PLACEHOLDER_TOKENS];
