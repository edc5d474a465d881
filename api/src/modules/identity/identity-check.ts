import type { AbokiIdType, IdentityResult } from 'shared/schemas';
import type { IdNumberHasher } from '../../lib/secrets.js';
import { IdentityProviderUnavailable, type IdentityProvider, type NinRecord } from './identity-provider.js';

// One check of an ID number: what is asked of the provider, how its answer is compared with what
// the agent entered, and what is kept (never the number: its keyed hash and last four).

/** What the agent entered about the person. */
export interface Claimed {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
}

export interface IdentityCheckOutcome {
  result: IdentityResult;
  provider: string;
  providerReference: string | null;
  numberHash: string;
  numberLast4: string;
}

/** Names compared without case, tone marks, hooks, spaces or punctuation: "Ọláńrewájú" is "OLANREWAJU". */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ƙ/gi, 'k')
    .replace(/ɗ/gi, 'd')
    .replace(/ɓ/gi, 'b')
    .replace(/ƴ/gi, 'y')
    .replace(/[^\p{L}]/gu, '')
    .toUpperCase();
}

/**
 * MATCH: both names are among the record's (in any order: first, middle, surname) and the dates of
 * birth are equal. PARTIAL: one of the two holds (or no date of birth was entered to compare).
 * NO_MATCH: neither.
 */
export function compareWithRecord(claimed: Claimed, record: NinRecord): IdentityResult {
  const names = new Set([record.firstName, record.middleName, record.lastName].map(nameKey).filter(Boolean));
  const namesMatch = names.has(nameKey(claimed.firstName)) && names.has(nameKey(claimed.lastName));
  const birthMatches = claimed.dateOfBirth !== null && claimed.dateOfBirth === record.dateOfBirth;
  if (namesMatch && birthMatches) return 'MATCH';
  if (namesMatch || birthMatches) return 'PARTIAL';
  return 'NO_MATCH';
}

export interface IdentityChecker {
  check(idType: AbokiIdType, idNumber: string, claimed: Claimed): Promise<IdentityCheckOutcome>;
}

/**
 * Checks a NIN with the provider; other kinds of ID are for an operator to check by hand. A provider
 * that is down, or none configured, is recorded as PROVIDER_ERROR: nothing is ever approved by it.
 */
export function createIdentityChecker(deps: {
  provider: IdentityProvider | undefined;
  hash: IdNumberHasher;
  onProviderDown: (detail: string) => void;
}): IdentityChecker {
  return {
    async check(idType, idNumber, claimed) {
      const kept = { numberHash: deps.hash(idType, idNumber), numberLast4: idNumber.slice(-4) };
      if (idType !== 'NIN')
        return { ...kept, result: 'NOT_CHECKED', provider: 'none', providerReference: null };
      if (!deps.provider) {
        deps.onProviderDown('no identity provider is configured');
        return { ...kept, result: 'PROVIDER_ERROR', provider: 'none', providerReference: null };
      }
      try {
        const lookup = await deps.provider.lookupNin(idNumber);
        return {
          ...kept,
          provider: deps.provider.name,
          providerReference: lookup.reference?.slice(0, 100) ?? null,
          result: lookup.found ? compareWithRecord(claimed, lookup.record) : 'NO_MATCH',
        };
      } catch (error) {
        if (!(error instanceof IdentityProviderUnavailable)) throw error;
        deps.onProviderDown(error.detail);
        return { ...kept, result: 'PROVIDER_ERROR', provider: deps.provider.name, providerReference: null };
      }
    },
  };
}
