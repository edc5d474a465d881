import { readFileSync } from 'node:fs';

/**
 * The most common passwords of 8 characters or more (shorter ones are refused by length), lower-cased
 * as the policy compares them, most common first, one a line in api/assets/common-passwords.txt:
 *
 * - 17,950 from the password frequency list of zxcvbn (Dropbox; zxcvbn-ts's @zxcvbn-ts/language-common
 *   4.1.3, `passwords.json`): Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 zxcvbn-ts,
 *   MIT licence (full text beside the list, common-passwords.LICENSE.txt) — built from leaked password
 *   sets ranked by frequency;
 * - then 115 from Openwall's public-domain password.lst and Nigerian favourites (naija1234, lagos123,
 *   chukwuemeka…) that list misses.
 *
 * The file sits outside src/ so the compiled server (api/dist/lib) finds it at the same relative
 * path as the sources do; it is read once, when this module is first imported.
 */
const file = new URL('../../assets/common-passwords.txt', import.meta.url);

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== ''),
);
