/**
 * How many SMS segments a text costs (3GPP TS 23.038, "GSM 03.38"). A text made only of the GSM 7-bit
 * default alphabet, with its extension table, goes as GSM-7: 160 septets in one segment, 153 per part
 * when it is longer (each part gives 7 septets to the concatenation header). Anything else (₦, ẹ, ɓ,
 * an emoji, a curly quote) makes the whole text UCS-2: 70 UTF-16 code units in one segment, 67 per
 * part. Carriers and phones send characters beyond the BMP as UTF-16 surrogate pairs, so an emoji
 * costs 2 units. A part never splits an extension character's escape from it, nor a surrogate pair.
 */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) of the whole text. */
  units: number;
  /** Segments billed; an empty text still counts as one message. */
  segments: number;
}

/** The GSM 7-bit default alphabet, one septet each (0x1B, the escape to the extension table, left out). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** The extension table: each costs two septets (the escape, then the character). */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export const SINGLE_SEGMENT = { 'GSM-7': 160, 'UCS-2': 70 } as const satisfies Record<SmsEncoding, number>;
export const PER_PART = { 'GSM-7': 153, 'UCS-2': 67 } as const satisfies Record<SmsEncoding, number>;

/** A character's cost in septets, or null when GSM-7 cannot carry it. */
function septetsOf(character: string): 1 | 2 | null {
  if (GSM_BASIC.has(character)) return 1;
  if (GSM_EXTENSION.has(character)) return 2;
  return null;
}

/** Whether GSM-7 (basic set and extension table) can carry every character of the text. */
export function isGsm7(text: string): boolean {
  for (const character of text) if (septetsOf(character) === null) return false;
  return true;
}

/** Packs characters of the given costs into parts of `perPart` units, never splitting one. */
function partsFor(costs: readonly number[], perPart: number): number {
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > perPart) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return parts;
}

/** The encoding a text goes in, its length in that encoding's units, and the segments it costs. */
export function smsSegments(text: string): SmsSegments {
  const characters = Array.from(text); // by code point: a surrogate pair stays together
  const septets = characters.map(septetsOf);
  const gsm = septets.every((cost) => cost !== null);
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const costs = gsm ? (septets as number[]) : characters.map((character) => character.length);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const segments = units <= SINGLE_SEGMENT[encoding] ? 1 : partsFor(costs, PER_PART[encoding]);
  return { encoding, units, segments };
}

/** Whether the text goes as a single SMS segment. */
export function fitsOneSegment(text: string): boolean {
  return smsSegments(text).segments === 1;
}
