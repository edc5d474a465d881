import { DeployError } from './apps.js';
import { createPreview, formatPreview, isLive, revokePreviews } from './preview.js';
import type { ReleaseStore } from './store.js';

export interface PreviewOptions {
  user?: string | undefined;
  app?: string | undefined;
  expires?: string | undefined;
}

/** `npm run release -- preview create|list|revoke …`; prints through `print`, so tests read what a person reads. */
export async function previewCommand(
  store: ReleaseStore,
  [action, ...rest]: string[],
  options: PreviewOptions,
  by: string,
  print: (line: string) => void,
  now = new Date(),
): Promise<void> {
  switch (action) {
    case 'create': {
      if (rest.length > 0) throw new DeployError('preview create takes --user, --app and --expires only');
      const preview = await createPreview(store, {
        user: options.user,
        spec: options.app,
        expires: options.expires,
        by,
        now,
      });
      print(
        `${preview.user} loads ${preview.app}@${preview.version} until ${preview.expiresAt} (preview ${preview.id}).`,
      );
      return;
    }
    case 'list': {
      const previews = await store.readPreviews();
      if (previews.length === 0) print('No previews.');
      for (const preview of previews) print(formatPreview(preview, now));
      const expired = previews.filter((preview) => !isLive(preview, now)).length;
      if (expired > 0) print(`(${expired} expired: served to no one; \`preview revoke\` clears them.)`);
      return;
    }
    case 'revoke': {
      if (rest.length > 1) throw new DeployError('preview revoke takes at most one preview id');
      const revoked = await revokePreviews(store, { id: rest[0], user: options.user, app: options.app }, by);
      for (const preview of revoked)
        print(`Revoked ${preview.id}: ${preview.user} ${preview.app}@${preview.version}.`);
      return;
    }
    default:
      throw new DeployError('preview takes create, list or revoke');
  }
}
