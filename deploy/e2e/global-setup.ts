import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENV_KEYS, SMS_SITE_KEYS, SUPPORT_EMAIL, TERMII_KEY, type E2eEnv } from './support/env.js';
import { REPO_ROOT } from './support/repo.js';
import { startSiteServer, type SiteServer } from './support/server.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp.js';
import { enrolStaff, grantWithCli, signUpStaff } from './support/staff.js';
import { startTermiiCapture, type TermiiCapture } from './support/termii.js';

const AUTHOR = 'e2e@playwright';

/** Hands the environment to what runs next in this process (and to the test workers, started later). */
function publishEnv(env: E2eEnv) {
  for (const key of Object.keys(ENV_KEYS) as (keyof E2eEnv)[]) process.env[ENV_KEYS[key]] = env[key];
}

function log(message: string) {
  process.stdout.write(`[e2e] ${message}\n`);
}

/** `npm run build`, quietly unless it fails; E2E_SKIP_BUILD=1 uses the builds already there. */
function build() {
  if (process.env.E2E_SKIP_BUILD === '1') {
    log('E2E_SKIP_BUILD=1: using the existing builds');
    return;
  }
  const started = Date.now();
  log('npm run build… (E2E_SKIP_BUILD=1 skips it)');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  }
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * A served site with the suite's two staff members: staff exist only through `npm run ops -- grant`
 * (issue 25), so it signs two people up, stops the server, grants them with the CLI while it is
 * stopped (one process opens the embedded database), serves again and enrols them.
 */
async function startStaffedSite(site: {
  env: E2eEnv;
  dataDir: string;
  logName: string;
  smtpUrl: string;
  settings?: Record<string, string>;
}): Promise<SiteServer> {
  const serve = (logName: string) =>
    startSiteServer({
      releasesDir: site.env.releasesDir,
      dataDir: site.dataDir,
      smtpUrl: site.smtpUrl,
      supportEmail: SUPPORT_EMAIL,
      author: AUTHOR,
      logFile: join(site.env.tmpDir, logName),
      // The jobs journey moves the booking clock (docs/decisions/0028-e2e-clock.md); each test resets it.
      testClock: true,
      // The automatic-abort journey waits for the judge: every second here, not every 30.
      canaryCheckMs: 1_000,
      ...(site.settings ? { env: site.settings } : {}),
    });
  const first = await serve(`${site.logName}-first.log`);
  let people: Awaited<ReturnType<typeof signUpStaff>>;
  try {
    site.env.baseUrl = first.baseUrl;
    publishEnv(site.env);
    people = await signUpStaff();
  } finally {
    await first.stop();
  }
  grantWithCli(
    site.dataDir,
    people.map((person) => person.email),
  );
  const server = await serve(`${site.logName}.log`);
  try {
    site.env.baseUrl = server.baseUrl;
    publishEnv(site.env);
    await enrolStaff(people);
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  return server;
}

/**
 * Builds the site, publishes every app into a fresh release store, composes a release, and serves
 * it with the API (embedded database, real SMTP delivery to a local server) as `npm start` would.
 * The returned function is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  build();

  const tmpDir = await mkdtemp(join(tmpdir(), 'aboki-e2e-'));
  const env: E2eEnv = {
    baseUrl: '',
    releasesDir: join(tmpDir, 'releases'),
    mailDir: join(tmpDir, 'mail'),
    tmpDir,
    author: AUTHOR,
  };
  let smtp: SmtpCapture | undefined;
  let server: SiteServer | undefined;
  let smsServer: SiteServer | undefined;
  let termii: TermiiCapture | undefined;

  const teardown = async () => {
    const problems: unknown[] = [];
    await server?.stop().catch((error: unknown) => problems.push(error));
    await smsServer?.stop().catch((error: unknown) => problems.push(error));
    await termii?.close().catch((error: unknown) => problems.push(error));
    await smtp?.close().catch((error: unknown) => problems.push(error));
    if (process.env.E2E_KEEP_TMP === '1') log(`kept ${tmpDir} (E2E_KEEP_TMP=1)`);
    else await rm(tmpDir, { recursive: true, force: true });
    if (problems.length > 0) throw problems[0];
  };

  try {
    // Imported after the build, which writes them.
    const { FRONT_END_APPS } = await import('../dist/apps.js');
    const { ReleaseStore } = await import('../dist/store.js');
    const { publish } = await import('../dist/publish.js');
    const { compose } = await import('../dist/compose.js');

    const store = new ReleaseStore(env.releasesDir);
    for (const app of FRONT_END_APPS) await publish(store, app, { by: AUTHOR });
    const release = await compose(store, [], AUTHOR);
    log(
      `release ${release.id}: ${Object.entries(release.apps)
        .map(([app, { version }]) => `${app}@${version}`)
        .join(' ')}`,
    );

    smtp = await startSmtpCapture(env.mailDir);
    const staffed = (site: {
      env: E2eEnv;
      dataDir: string;
      logName: string;
      settings?: Record<string, string>;
    }) => startStaffedSite({ ...site, smtpUrl: smtp!.url });
    const main = await staffed({ env, dataDir: join(tmpDir, 'data'), logName: 'server' });
    server = main;
    env.baseUrl = main.baseUrl;

    // The SMS site (issue 27): the same release with text messages on, sent to a Termii stand-in on
    // loopback. Its own database, so its rules (a verified phone before booking) leave the other
    // journeys as they are; the SMS journey points itself at it (support/sms-site.ts).
    const smsEnv: E2eEnv = { ...env, baseUrl: '', tmpDir: join(tmpDir, 'sms-site') };
    await mkdir(smsEnv.tmpDir, { recursive: true });
    termii = await startTermiiCapture(join(smsEnv.tmpDir, 'sms'), TERMII_KEY);
    smsServer = await staffed({
      env: smsEnv,
      dataDir: join(tmpDir, 'sms-data'),
      logName: 'sms-server',
      settings: {
        SMS_ENABLED: 'true',
        TERMII_API_KEY: TERMII_KEY,
        TERMII_SENDER_ID: 'Aboki',
        TERMII_BASE_URL: termii.baseUrl,
      },
    });
    process.env[SMS_SITE_KEYS.baseUrl] = smsServer.baseUrl;
    process.env[SMS_SITE_KEYS.tmpDir] = smsEnv.tmpDir;
    publishEnv(env);
    log(
      `serving at ${main.baseUrl} (pid ${main.pid}) and, with SMS, at ${smsServer.baseUrl}; SMTP at ${smtp.url}`,
    );
  } catch (error) {
    await teardown().catch(() => undefined);
    throw error;
  }

  // Test workers start after this, with this environment.
  publishEnv(env);
  return teardown;
}
