export const NIGERIAN_PHONE_MESSAGE = 'Enter a Nigerian phone number, e.g. 0803 123 4567';

// Nigerian mobile numbers are 0[789][01] followed by 8 digits; the national part drops the leading 0.
const NATIONAL_MOBILE = /^[789][01]\d{8}$/;

/**
 * Normalises a Nigerian mobile number written as 08031234567, +2348031234567 or 2348031234567
 * (spaces, dashes and parentheses ignored) to +2348031234567; anything else gives null.
 */
export function normaliseNigerianPhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  let national: string;
  if (/^0\d{10}$/.test(compact)) national = compact.slice(1);
  else if (/^\+?234\d{10}$/.test(compact)) national = compact.slice(compact.startsWith('+') ? 4 : 3);
  else return null;
  return NATIONAL_MOBILE.test(national) ? `+234${national}` : null;
}
