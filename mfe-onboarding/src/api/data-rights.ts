import { authContext, runSignedInAction, type AuthResult } from 'shared/auth';

/**
 * GET /api/v1/me/export with the token: the whole file (it is not an envelope, so the client hands
 * its fields back as extras), saved by the page. `failed` is what to say when the server gives no
 * reason, in the page's language.
 */
export function fetchDataExport(failed: string): Promise<AuthResult<Record<string, unknown>>> {
  const ctx = authContext();
  return runSignedInAction(ctx, failed, async (token) => {
    const answer = await ctx.client.get<unknown>('/api/v1/me/export', {
      token,
      fallbackMessage: failed,
    });
    return answer.extras ?? {};
  });
}

/**
 * DELETE /api/v1/me with the password again and the confirmation; `failed` is what to say when the
 * server gives no reason, in the page's language.
 */
export function deleteAccount(password: string, failed: string): Promise<AuthResult<null>> {
  const ctx = authContext();
  return runSignedInAction(ctx, failed, async (token) => {
    await ctx.client.request('/api/v1/me', {
      method: 'DELETE',
      body: { password, confirm: true },
      token,
      fallbackMessage: failed,
    });
    return null;
  });
}

/** Saves `document` as a JSON file through a temporary link. */
export function saveJsonFile(document: unknown, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
  );
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
