/** Formats integer kobo as naira: 150000 → "₦1,500", 150050 → "₦1,500.50", -150000 → "-₦1,500". */
export function formatNaira(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Expected a whole number of kobo, got ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const naira = Math.floor(abs / 100);
  const remainder = abs % 100;
  // Grouping by hand: Intl's currency output for NGN differs between ICU builds.
  const grouped = String(naira).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = remainder === 0 ? '' : `.${String(remainder).padStart(2, '0')}`;
  return `${sign}₦${grouped}${fraction}`;
}

/** Converts naira to integer kobo, rounding to the nearest kobo (halves away from zero). */
export function nairaToKobo(naira: number): number {
  if (!Number.isFinite(naira)) throw new RangeError(`Expected a finite amount of naira, got ${naira}`);
  // toPrecision(15) strips float noise first, so 1.005 naira (100.49999999999999 kobo) rounds to 101.
  const kobo = Math.round(Number((Math.abs(naira) * 100).toPrecision(15)));
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Amount of naira is too large: ${naira}`);
  return naira < 0 && kobo !== 0 ? -kobo : kobo;
}

/**
 * An amount of naira as people type it ("4500", "4,500", "₦4,500.50", " 45000 ") in kobo; null when
 * it is not one (letters, a minus, more than two decimals, or too long to be an amount).
 */
export function parseNairaToKobo(text: string): number | null {
  const plain = text.replace(/[\s,₦]/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return null;
  return nairaToKobo(Number(plain));
}
