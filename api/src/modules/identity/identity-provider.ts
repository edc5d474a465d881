import type { IdentityConfig } from '../../config.js';

// The identity provider's NIN lookup, behind one small interface: Prembly IdentityPass's NIN
// verification (POST /identitypass/verification/nin, headers x-api-key and app-id; decision 0053).
// Only the names, the date of birth and the reference are read from its answer: the photo and every
// other field it returns are dropped here, before anything else sees them.

export const IDENTITY_TIMEOUT_MS = 10_000;

/** The parts of a NIN record Aboki compares: names in capitals as NIMC holds them, birth date ISO. */
export interface NinRecord {
  firstName: string;
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD, or null when the record has none. */
  dateOfBirth: string | null;
}

export type NinLookup =
  { found: true; record: NinRecord; reference: string | null } | { found: false; reference: string | null };

/** The provider could not be asked or did not answer usefully: the check is recorded as such and retried by the agent. */
export class IdentityProviderUnavailable extends Error {
  constructor(readonly detail: string) {
    super(`the identity provider did not answer: ${detail}`);
    this.name = 'IdentityProviderUnavailable';
  }
}

export interface IdentityProvider {
  /** A short name stored with each check ('prembly', 'stand-in'). */
  readonly name: string;
  lookupNin(nin: string): Promise<NinLookup>;
}

/** 1990-05-21, or NIMC's 21-05-1990, as ISO; anything else is null. */
export function isoBirthDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value.trim());
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Prembly IdentityPass over HTTP; `fetchImpl` for a test's stand-in. */
export function createPremblyProvider(
  config: { apiKey: string; appId: string; baseUrl: string },
  name = 'prembly',
): IdentityProvider {
  return {
    name,
    async lookupNin(nin) {
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/identitypass/verification/nin`, {
          method: 'POST',
          headers: {
            'x-api-key': config.apiKey,
            'app-id': config.appId,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ number: nin }),
          signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new IdentityProviderUnavailable((error as Error).name);
      }
      let body: Record<string, unknown>;
      try {
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        throw new IdentityProviderUnavailable(`HTTP ${response.status}, not JSON`);
      }
      const verification = (body.verification ?? {}) as Record<string, unknown>;
      const reference = text(verification.reference) || null;
      // 00: found. 01: no record for this number (a real answer, not an outage).
      if (response.ok && body.status === true && body.response_code === '00' && body.nin_data) {
        const data = body.nin_data as Record<string, unknown>;
        return {
          found: true,
          reference,
          record: {
            firstName: text(data.firstname),
            middleName: text(data.middlename),
            lastName: text(data.surname),
            dateOfBirth: isoBirthDate(data.birthdate),
          },
        };
      }
      if (body.response_code === '01') return { found: false, reference };
      throw new IdentityProviderUnavailable(`HTTP ${response.status}, code ${String(body.response_code)}`);
    },
  };
}

/** The provider the configuration names, or none (production without a key). */
export function identityProviderOf(config: IdentityConfig): IdentityProvider | undefined {
  if (config.mode === 'off') return undefined;
  return createPremblyProvider(config, config.mode === 'stand-in' ? 'stand-in' : 'prembly');
}
