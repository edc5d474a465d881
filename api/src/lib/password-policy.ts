import { MESSAGES } from 'shared/messages';
import { AppError } from './app-error.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

interface Owner {
  email: string;
  name: string;
}

/** Why a password made only of runs like `aaaaaaaa` or `12345678` is refused, in the house style. */
export const PREDICTABLE_PASSWORD_MESSAGE =
  'This password is only repeated or consecutive characters (like aaaaaaaa, 12345678 or qwertyui), so it is easy to guess. Choose another: a few unrelated words work well.';

const compact = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/** Digits and symbols around a common word (`Password@123`, `!sunshine1`) add almost nothing. */
const stripAffixes = (value: string) => value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
/** The substitutions every guessing tool tries first (`p@ssw0rd`). */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const unLeet = (value: string) => value.replace(/[@4831!0$57]/g, (character) => LEET[character] ?? character);

/** A common password as typed, trimmed, or dressed up with digits and symbols around it or inside it. */
function isCommon(candidate: string): boolean {
  const bare = stripAffixes(candidate);
  return [candidate, candidate.trim(), bare, unLeet(bare), unLeet(candidate)].some((form) =>
    COMMON_PASSWORDS.has(form),
  );
}

/** Keyboard rows, for runs like `qwertyui` and `asdfghjk` (either direction). */
const KEYBOARD_ROWS = ['`1234567890-=', 'qwertyuiop[]\\', "asdfghjkl;'", 'zxcvbnm,./'];

/** How `next` follows `previous`: the same key, or one step along the alphabet, digits or a keyboard row. */
function steps(previous: string, next: string): string[] {
  const found: string[] = [];
  if (previous === next) found.push('same');
  const delta = (next.codePointAt(0) ?? 0) - (previous.codePointAt(0) ?? 0);
  if (delta === 1 || delta === -1) found.push(`alphabet${delta}`);
  for (const [row, keys] of KEYBOARD_ROWS.entries()) {
    const at = keys.indexOf(previous);
    if (at === -1) continue;
    if (keys[at + 1] === next) found.push(`row${row}+1`);
    if (at > 0 && keys[at - 1] === next) found.push(`row${row}-1`);
  }
  return found;
}

/** At most this many runs make a password "only repeated or consecutive characters" (`abcd1234`). */
const MAX_PREDICTABLE_RUNS = 2;
/** A short block said again and again (`abcabcab`, `12121212`, `passpass`) is as easy to guess. */
const MAX_REPEATED_UNIT = 4;

/**
 * True when the password is one block of up to 4 characters repeated, or splits into at most two runs
 * that each repeat one character or step one way along the alphabet, the digits or a keyboard row.
 */
export function isPredictable(password: string): boolean {
  const characters = Array.from(password.normalize('NFKC').toLowerCase());
  for (let unit = 1; unit <= MAX_REPEATED_UNIT; unit += 1) {
    if (
      characters.length >= unit * 2 &&
      characters.every((character, index) => character === characters[index % unit])
    ) {
      return true;
    }
  }
  let runs = 0;
  let index = 0;
  while (index < characters.length) {
    runs += 1;
    if (runs > MAX_PREDICTABLE_RUNS) return false;
    // Extend the run while one and the same relation holds between neighbours.
    let relations: string[] | undefined;
    let end = index + 1;
    while (end < characters.length) {
      const here = steps(characters[end - 1]!, characters[end]!);
      const kept = relations ? relations.filter((relation) => here.includes(relation)) : here;
      if (kept.length === 0) break;
      relations = kept;
      end += 1;
    }
    index = end;
  }
  return true;
}

/**
 * Why a new password is refused beyond its length, or null: it is one of the most common passwords
 * (also with digits or symbols around it, or letters swapped for look-alikes), only repeated or
 * consecutive characters, or the person's own name or email (the easiest guesses for anyone who
 * knows them).
 */
export function passwordProblem(password: string, owner: Owner): string | null {
  const candidate = password.normalize('NFKC').toLowerCase();
  if (isCommon(candidate)) return MESSAGES.weakPasswordCommon;
  if (isPredictable(candidate)) return PREDICTABLE_PASSWORD_MESSAGE;
  const personal = [owner.email, owner.email.split('@')[0] ?? '', owner.name].map(compact).filter(Boolean);
  if (personal.includes(compact(candidate))) return MESSAGES.weakPasswordPersonal;
  return null;
}

/** Throws 400 WEAK_PASSWORD, with the reason under `fields.password` for the form to show. */
export function assertAcceptablePassword(password: string, owner: Owner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new AppError('WEAK_PASSWORD', problem, { fields: { password: problem } });
}
