import { authContext, runSignedInAction, type AuthResult } from 'shared/auth';
import type { NotificationChoice, NotificationSettings } from 'shared/schemas';

const PATH = '/api/v1/me/notifications';

/**
 * GET /api/v1/me/notifications: how each kind of message reaches the person, and whether an SMS can.
 * `failed` is what to say when the server gives no reason, in the page's language.
 */
export function fetchMessagePreferences(failed: string): Promise<AuthResult<NotificationSettings>> {
  const ctx = authContext();
  return runSignedInAction(ctx, failed, async (token) => {
    const { data } = await ctx.client.get<NotificationSettings>(PATH, { token, fallbackMessage: failed });
    return data;
  });
}

/** PUT /api/v1/me/notifications: one kind's channel; answers the settings and the server's sentence. */
export function saveMessagePreference(
  choice: NotificationChoice,
  failed: string,
): Promise<AuthResult<{ settings: NotificationSettings; message: string | undefined }>> {
  const ctx = authContext();
  return runSignedInAction(ctx, failed, async (token) => {
    const { data, message } = await ctx.client.request<NotificationSettings>(PATH, {
      method: 'PUT',
      body: choice,
      token,
      fallbackMessage: failed,
    });
    return { settings: data, message };
  });
}
