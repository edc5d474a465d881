import { authContext, runSignedInAction, type AuthResult } from 'shared/auth';

const EXPORT_FAILED = 'Your data could not be downloaded. Please try again.';
const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

/**
 * GET /api/v1/me/export with the token: the whole file (it is not an envelope, so the client hands
 * its fields back as extras), saved by the page.
 */
export function fetchDataExport(): Promise<AuthResult<Record<string, unknown>>> {
  const ctx = authContext();
  return runSignedInAction(ctx, EXPORT_FAILED, async (token) => {
    const answer = await ctx.client.get<unknown>('/api/v1/me/export', {
      token,
      fallbackMessage: EXPORT_FAILED,
    });
    return answer.extras ?? {};
  });
}

/** DELETE /api/v1/me with the password again and the confirmation. */
export function deleteAccount(password: string): Promise<AuthResult<null>> {
  const ctx = authContext();
  return runSignedInAction(ctx, DELETE_FAILED, async (token) => {
    await ctx.client.request('/api/v1/me', {
      method: 'DELETE',
      body: { password, confirm: true },
      token,
      fallbackMessage: DELETE_FAILED,
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
