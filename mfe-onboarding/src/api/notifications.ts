import { signedInCall, type AuthResult } from 'shared/auth';
import type { NotificationChoice, NotificationSettings } from 'shared/schemas';

const PATH = '/api/v1/me/notifications';

/**
 * GET /api/v1/me/notifications: how each kind of message reaches the person, and whether an SMS can.
 * `failed` is what to say when the server gives no reason, in the page's language.
 */
export function fetchMessagePreferences(failed: string): Promise<AuthResult<NotificationSettings>> {
  return signedInCall<NotificationSettings>('GET', PATH, failed);
}

/** PUT /api/v1/me/notifications: one kind's channel; the server's sentence (or `saved`) shows as a toast. */
export function saveMessagePreference(
  choice: NotificationChoice,
  failed: string,
  saved: string,
): Promise<AuthResult<NotificationSettings>> {
  return signedInCall<NotificationSettings>('PUT', PATH, failed, { body: choice, successToast: saved });
}
