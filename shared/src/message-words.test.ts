import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every sentence a page or the API can show a person is written in shared (the message catalogues
// and the schemas' errors). None may speak code: no enum value (NO_SHOW_USER, CASH, AGENT), no
// protocol word (an HTTP header, JSON). The codes are for programs; these words are for people.

const SHARED = fileURLToPath(new URL('.', import.meta.url));
const SOURCES = [
  'messages.ts',
  ...readdirSync(join(SHARED, 'schemas')).map((file) => join('schemas', file)),
].filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** The values of every `[...] as const` list in the schemas: what the API and database call things. */
function enumValues(): Set<string> {
  const values = new Set<string>();
  for (const file of SOURCES) {
    for (const [, list] of readFileSync(join(SHARED, file), 'utf8').matchAll(
      /=\s*\[([^\]]*)\]\s*as const/g,
    )) {
      for (const [, value] of list!.matchAll(/'([A-Z][A-Z_]{2,})'/g)) values.add(value!);
    }
  }
  return values;
}

/** The sentences: string and template literals with a space in them, outside comments. */
function sentences(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (const file of SOURCES) {
    const lines = readFileSync(join(SHARED, file), 'utf8').split('\n');
    for (const [index, line] of lines.entries()) {
      if (/^\s*(\/\/|\*|\/\*|import )/.test(line)) continue;
      for (const [, , text] of line.matchAll(/(['`])((?:(?!\1).)*\s(?:(?!\1).)*)\1/g)) {
        found.push({ where: `${file}:${index + 1}`, text: text! });
      }
    }
  }
  return found;
}

const PROTOCOL_WORDS = /\b(Idempotency-Key|Authorization|Bearer|JSON|HTTP|UUID|null|undefined)\b/;

describe('the words people are shown', () => {
  const values = enumValues();
  const texts = sentences();

  it('are read from the catalogues (a few known sentences are among them)', () => {
    expect([...values]).toEqual(expect.arrayContaining(['CASH', 'AGENT', 'NO_SHOW_USER', 'VOTERS_CARD']));
    expect(texts.map(({ text }) => text)).toContain('Choose cash, card or bank transfer');
  });

  it('never name an enum value or a protocol word', () => {
    const speakingCode = texts
      .filter(
        ({ text }) =>
          [...text.matchAll(/\b[A-Z][A-Z_]{2,}\b/g)].some(
            ([word]) => values.has(word) && word !== 'NIN' && word !== 'BVN',
          ) || PROTOCOL_WORDS.test(text),
      )
      .map(({ where, text }) => `${where}: ${text}`);
    expect(speakingCode).toEqual([]);
  });
});
