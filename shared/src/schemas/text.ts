import { z } from 'zod';

/**
 * Characters no person types into a form: C0 controls (NUL included, which PostgreSQL refuses in
 * text), DEL, C1 controls, and line and paragraph separators. Newline and tab are judged by the
 * field: only multi-line text keeps newlines.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_NEWLINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Half of a surrogate pair on its own: not a character, and PostgreSQL cannot store it as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'Remove the invisible control characters from this field';
export const LINE_BREAK_MESSAGE = 'Keep this on one line';

/**
 * Text that fits on one line (names, addresses, short labels): refuses line breaks and control
 * characters, and is trimmed. Build every single-line string field of a payload from this; it is
 * a plain `ZodString`, so `.min()`, `.max()` and friends chain after it and see the trimmed value.
 */
export function singleLineText(requiredMessage?: string) {
  return z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .superRefine((value, ctx) => {
      if (/[\r\n]/.test(value)) ctx.addIssue({ code: 'custom', message: LINE_BREAK_MESSAGE });
      else if (CONTROL_OR_NEWLINE.test(value) || LONE_SURROGATE.test(value)) {
        ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE });
      }
    })
    .trim();
}

/**
 * A refinement: at least `count` characters as the database counts them (code points: `length()`
 * in PostgreSQL), not UTF-16 units as `.min()` does, so "𐀀" is one character on both sides and a
 * text the page accepts is never refused by a CHECK as a 500. Chain as `.refine(hasCharacters(2), …)`.
 */
export const hasCharacters = (count: number) => (value: string) => [...value].length >= count;

/** Text that may run over several lines (a message, a bio): newlines stay, other controls do not. */
export function multiLineText(requiredMessage?: string) {
  return z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .superRefine((value, ctx) => {
      if (CONTROL_EXCEPT_NEWLINE.test(value.replace(/\r\n/g, '\n')) || LONE_SURROGATE.test(value)) {
        ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE });
      }
    })
    .overwrite((value) => value.replace(/\r\n/g, '\n'))
    .trim();
}
