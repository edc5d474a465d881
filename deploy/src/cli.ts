import { parseArgs } from 'node:util';
import { DeployError, FRONT_END_APPS } from './apps.js';
import { compose, rollback } from './compose.js';
import { loadDeployConfig } from './config.js';
import { publish } from './publish.js';
import { serve } from './serve.js';
import { formatAuditEvent } from './audit.js';
import { abortCanary, promoteCanary, startCanary } from './canary.js';
import { gc } from './gc.js';
import { previewCommand } from './preview-command.js';
import { ReleaseStore } from './store.js';

const USAGE = `Usage: npm run release -- <command>

  publish <app> [--version V] [--dir D]   copy <app>/dist (or D) into the store as an immutable version
  compose [<app>@<version> ...]           make a release of one version per app (latest where not named);
          [--drop-route <path> ...]       refused if a remote stops serving a page the current release
                                          serves under a prefix the shell maps to it, unless dropped
  rollback [<release>]                    make the previous release (or the one named) current again
  list                                    releases, who made them and when, and published versions
  canary <app>@<version> --percent P      serve that version to a sticky P % of visitors beside the
                                          current release (aborted automatically if clearly worse)
  promote                                 make the canary's version part of a new current release
  abort                                   end the canary: everyone back on the current release
  gc --keep N                             remove all but the N newest versions of each app, never one
                                          the current release, a canary or a live preview names
  preview create --user <email> --app <app>@<version> --expires 2h
                                          let that signed-in account (only) load that version
  preview list                            previews, live and expired
  preview revoke <id> | --user <email> [--app <app>]
                                          end previews at once
  log                                     the audit log: every publish, compose, rollback, canary,
                                          preview and gc, with who, when and why
  serve                                   serve the current release and the API on PORT

Apps: ${FRONT_END_APPS.join(', ')}. The store is RELEASES_DIR (default DATA_DIR/releases).`;

async function list(store: ReleaseStore): Promise<void> {
  const current = await store.currentReleaseId();
  console.log('Releases (oldest first):');
  for (const release of await store.listReleases()) {
    const versions = Object.entries(release.apps)
      .map(([app, { version }]) => `${app}@${version}`)
      .join(' ');
    console.log(
      `${release.id === current ? '* ' : '  '}${release.id}  ${release.createdAt}  by ${release.createdBy}\n    ${versions}`,
    );
  }
  console.log('\nHistory:');
  for (const event of await store.history()) {
    console.log(
      `  ${event.at}  ${event.by}  ${event.action} ${event.release}${event.from ? ` (was ${event.from})` : ''}`,
    );
  }
  console.log('\nPublished versions:');
  for (const app of FRONT_END_APPS) {
    const versions = await store.listVersions(app);
    console.log(
      `  ${app}: ${versions.map((v) => `${v.version} (${v.publishedAt} by ${v.publishedBy})`).join(', ') || 'none'}`,
    );
  }
}

async function printLog(store: ReleaseStore): Promise<void> {
  const events = await store.auditLog();
  if (events.length === 0) console.log('The audit log is empty.');
  for (const event of events) console.log(formatAuditEvent(event));
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      dir: { type: 'string' },
      keep: { type: 'string' },
      percent: { type: 'string' },
      'drop-route': { type: 'string', multiple: true },
      user: { type: 'string' },
      app: { type: 'string' },
      expires: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  const config = loadDeployConfig();
  const store = new ReleaseStore(config.releasesDir);

  switch (command) {
    case 'publish': {
      if (rest.length !== 1) throw new DeployError('publish takes one app, e.g. publish mfe-auth');
      const published = await publish(store, rest[0]!, {
        version: values.version,
        dir: values.dir,
        by: config.author,
      });
      console.log(
        `Published ${published.app}@${published.version} (${published.files} files) to /remotes/${published.app}/${published.version}/`,
      );
      return;
    }
    case 'compose': {
      const release = await compose(store, rest, config.author, { dropRoutes: values['drop-route'] ?? [] });
      console.log(`Release ${release.id} is now current:`);
      for (const [app, { version }] of Object.entries(release.apps)) console.log(`  ${app}@${version}`);
      return;
    }
    case 'rollback': {
      if (rest.length > 1) throw new DeployError('rollback takes at most one release id');
      const release = await rollback(store, rest[0], config.author);
      console.log(`Release ${release.id} is current again.`);
      return;
    }
    case 'list':
      return list(store);
    case 'log':
      return printLog(store);
    case 'canary': {
      if (rest.length !== 1)
        throw new DeployError('canary takes one <app>@<version>, e.g. canary mfe-auth@1.4.0 --percent 10');
      const canary = await startCanary(store, rest[0]!, Number(values.percent ?? '10'), config.author);
      console.log(
        `${canary.app}@${canary.version} is served to ${canary.percent} % of visitors beside ${canary.release}.`,
      );
      return;
    }
    case 'promote': {
      const release = await promoteCanary(store, config.author);
      console.log(`Release ${release.id} is now current.`);
      return;
    }
    case 'abort': {
      const canary = await abortCanary(store, config.author);
      if (!canary) throw new DeployError('There is no canary to abort');
      console.log(`${canary.app}@${canary.version} is no longer served; everyone is on ${canary.release}.`);
      return;
    }
    case 'preview':
      return previewCommand(store, rest, values, config.author, (line) => console.log(line));
    case 'gc': {
      const { removed, keptLive } = await gc(store, Number(values.keep), config.author);
      console.log(removed.length > 0 ? `Removed ${removed.join(', ')}` : 'Nothing to remove.');
      if (keptLive.length > 0) console.log(`Kept, still live: ${keptLive.join(', ')}`);
      return;
    }
    case 'serve':
      await serve(store, undefined, config.canaryCheckMs);
      return;
    default:
      console.log(USAGE);
      if (command && !values.help) throw new DeployError(`Unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DeployError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
