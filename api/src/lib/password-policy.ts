import { MESSAGES } from 'shared/messages';
import { AppError } from './app-error.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

interface Owner {
  email: string;
  name: string;
}

const compact = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/**
 * Why a new password is refused beyond its length, or null: it is one of the most common passwords,
 * or it is the person's own name or email (the easiest guesses for anyone who knows them).
 */
export function passwordProblem(password: string, owner: Owner): string | null {
  const candidate = password.normalize('NFKC').toLowerCase();
  if (COMMON_PASSWORDS.has(candidate) || COMMON_PASSWORDS.has(candidate.trim())) {
    return MESSAGES.weakPasswordCommon;
  }
  const personal = [owner.email, owner.email.split('@')[0] ?? '', owner.name].map(compact).filter(Boolean);
  if (personal.includes(compact(candidate))) return MESSAGES.weakPasswordPersonal;
  return null;
}

/** Throws 400 WEAK_PASSWORD, with the reason under `fields.password` for the form to show. */
export function assertAcceptablePassword(password: string, owner: Owner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new AppError('WEAK_PASSWORD', problem, { fields: { password: problem } });
}
