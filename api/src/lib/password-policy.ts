import { MESSAGES } from 'shared/messages';
import { API_MESSAGES } from 'shared/api-messages';
import { AppError } from './app-error.js';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { NIGERIAN_WORDS } from './nigerian-words.js';

interface Owner {
  email: string;
  name: string;
}

/** Why a password made only of runs like `aaaaaaaa` or `12345678` is refused, in the house style. */
export const PREDICTABLE_PASSWORD_MESSAGE = API_MESSAGES.predictablePassword;

const compact = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/** The substitutions every guessing tool tries first (`p@ssw0rd`, `$amuel`); `1` is tried as i and as l. */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const unLeet = (value: string, one: 'i' | 'l') =>
  value.replace(/[@4831!0$57]/g, (character) => (character === '1' ? one : (LEET[character] ?? character)));
/** The letters alone, accents dropped (`ch1ukwu` → `chukwu`, `adébáyọ̀` → `adebayo`). */
const lettersOnly = (value: string) => value.normalize('NFD').replace(/[^\p{L}]+/gu, '');

/**
 * The part of a common password that carries it (`welcome` of `welcome123`), for entries that put
 * digits or symbols around a word: that word with others around it (`Welcome@1`) is as common.
 */
const MIN_BASE_WORD_LENGTH = 4;
const BASE_WORDS: ReadonlySet<string> = new Set(
  [...COMMON_PASSWORDS]
    .map((entry) => [entry, entry.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')] as const)
    .filter(([entry, core]) => core !== entry && Array.from(core).length >= MIN_BASE_WORD_LENGTH)
    .map(([, core]) => core),
);

/** How many look-alikes at each end of a word are read as its letters (`$amuel`, `1agos`). */
const MAX_EDGE_LOOK_ALIKES = 2;
const isLookAlike = (character: string | undefined) =>
  character !== undefined && /[@4831!0$57]/.test(character);

/**
 * Every way to read a password as a word dressed up: as typed, and its core once the digits and
 * symbols at its ends are cut (`lagos@2024` → `lagos`) or all but a look-alike or two next to the
 * letters (`$amuel1` → `$amuel`), each as it is and with look-alikes undone; and its letters alone.
 */
function readings(candidate: string): Set<string> {
  const letters = Array.from(candidate.matchAll(/\p{L}/gu), (match) => match.index);
  const found = new Set([candidate, unLeet(candidate, 'i'), unLeet(candidate, 'l'), lettersOnly(candidate)]);
  if (letters.length === 0) return found;
  const first = letters[0]!;
  const end = letters[letters.length - 1]! + 1;
  const starts = [first];
  while (starts.length <= MAX_EDGE_LOOK_ALIKES && isLookAlike(candidate[first - starts.length])) {
    starts.push(first - starts.length);
  }
  const stops = [end];
  while (stops.length <= MAX_EDGE_LOOK_ALIKES && isLookAlike(candidate[end + stops.length - 1])) {
    stops.push(end + stops.length);
  }
  for (const start of starts) {
    for (const stop of stops) {
      const core = candidate.slice(start, stop);
      found.add(core).add(unLeet(core, 'i')).add(unLeet(core, 'l'));
    }
  }
  return found;
}

/**
 * A common password, or a common word, name or place with only digits and symbols around it or
 * look-alikes in it (`Password@123`, `Jesus@123`, `Ch1ukwu123`): see readings().
 */
function isCommon(candidate: string): boolean {
  for (const reading of readings(candidate)) {
    if (COMMON_PASSWORDS.has(reading) || BASE_WORDS.has(reading) || NIGERIAN_WORDS.has(reading)) return true;
  }
  return false;
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
 * Why a new password is refused beyond its length, or null: it is one of the most common passwords,
 * or a common word or a Nigerian name, place, word of faith or club with only digits or symbols
 * around it (letters swapped for look-alikes or not); it is only repeated or consecutive characters;
 * or it is the person's own name or email (the easiest guesses for anyone who knows them).
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
