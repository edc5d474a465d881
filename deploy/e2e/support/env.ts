/**
 * What global setup hands to the test workers, through environment variables (workers are
 * started after global setup, with its environment).
 */
export interface E2eEnv {
  /** The composed site and the API, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The release store the server serves (RELEASES_DIR). */
  releasesDir: string;
  /** Where the SMTP server writes each received email, as one JSON file. */
  mailDir: string;
  /** A scratch folder that global teardown removes. */
  tmpDir: string;
  /** Where the release history says the e2e suite did something. */
  author: string;
}

export const ENV_KEYS = {
  baseUrl: 'E2E_BASE_URL',
  releasesDir: 'E2E_RELEASES_DIR',
  mailDir: 'E2E_MAIL_DIR',
  tmpDir: 'E2E_TMP_DIR',
  author: 'E2E_RELEASE_AUTHOR',
} as const satisfies Record<keyof E2eEnv, string>;

export function e2eEnv(): E2eEnv {
  const read = (key: keyof E2eEnv) => {
    const value = process.env[ENV_KEYS[key]];
    if (!value) {
      throw new Error(
        `${ENV_KEYS[key]} is not set: run the suite with \`npm run test:e2e\` (global setup sets it)`,
      );
    }
    return value;
  };
  return {
    baseUrl: read('baseUrl'),
    releasesDir: read('releasesDir'),
    mailDir: read('mailDir'),
    tmpDir: read('tmpDir'),
    author: read('author'),
  };
}

/** The address the site sends contact messages to (SUPPORT_EMAIL of the server under test). */
export const SUPPORT_EMAIL = 'support@aboki.test';

/**
 * The SMS site (issue 27): the same release served with text messages on, its own database and
 * staff, and a Termii stand-in writing each SMS into `<tmpDir>/sms` (support/sms-site.ts).
 */
export const SMS_SITE_KEYS = { baseUrl: 'E2E_SMS_BASE_URL', tmpDir: 'E2E_SMS_TMP_DIR' } as const;

/** The key the SMS site sends with (a test value; the stand-in refuses any other). */
export const TERMII_KEY = 'TLe2e_0123456789abcdefghijklmnopq';
