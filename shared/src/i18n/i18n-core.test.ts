import { defineBook, isBookReady, loadBook, pseudoText, translator, turnOnPseudoLocale } from './book.js';
import { negotiateLanguage, requestLanguage } from './languages.js';
import { formatMessage, placeholdersOf, pluralCategory } from './message-format.js';
import { template } from './template.js';

describe('choosing a request language', () => {
  it('takes the first of our languages by q-value, regions and case aside', () => {
    expect(negotiateLanguage('fr-FR, ha-NG;q=0.8, en;q=0.5')).toBe('ha');
    expect(negotiateLanguage('en-GB;q=0.4, YO;q=0.9')).toBe('yo');
    expect(negotiateLanguage('ig;q=0, pcm;q=0.3')).toBe('pcm');
    expect(negotiateLanguage('fr, de;q=0.9, *;q=0.1')).toBeNull();
    expect(negotiateLanguage(undefined)).toBeNull();
  });

  it('puts a ?lang= link before the cookie, and both before Accept-Language', () => {
    const acceptLanguage = 'ha';
    expect(requestLanguage({ acceptLanguage })).toBe('ha');
    expect(requestLanguage({ cookie: 'a=1; aboki_lang=ig', acceptLanguage })).toBe('ig');
    expect(requestLanguage({ query: 'yo', cookie: 'aboki_lang=ig', acceptLanguage })).toBe('yo');
    expect(requestLanguage({ query: 'xx', cookie: 'aboki_lang=zz', acceptLanguage: 'fr' })).toBe('en');
  });
});

describe('the message syntax', () => {
  const jobs = '{count, plural, =0 {No jobs} one {# job} other {# jobs}} for {name}';

  it('puts values in and picks plural forms by the language', () => {
    expect(formatMessage(jobs, { count: 3, name: 'Ada' })).toBe('3 jobs for Ada');
    expect(formatMessage(jobs, { count: 1, name: 'Ada' })).toBe('1 job for Ada');
    expect(formatMessage(jobs, { count: 0, name: 'Ada' })).toBe('No jobs for Ada');
    expect(formatMessage('{n, plural, one {iṣẹ́ # kan} other {iṣẹ́ #}}', { n: 1 }, 'yo')).toBe('iṣẹ́ 1');
  });

  it('follows CLDR: Pidgin counts 0 as one, Yoruba and Igbo have one form', () => {
    expect(pluralCategory('pcm', 0)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('ha', 1)).toBe('one');
    expect([pluralCategory('yo', 1), pluralCategory('ig', 1)]).toEqual(['other', 'other']);
  });

  it('shows a value it was not given as its name, so the mistake is visible', () => {
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
  });

  it('names the placeholders a translation must keep', () => {
    expect(placeholdersOf(jobs)).toEqual(['count:plural', 'name']);
    expect(placeholdersOf('Ẹ kú {name}')).toEqual(['name']);
  });

  it('makes a template whose source is its English text', () => {
    const roleSet = template<{ role: string }>('Role set to {role} successfully!');
    expect(roleSet({ role: 'USER' })).toBe('Role set to USER successfully!');
    expect(roleSet.source).toBe('Role set to {role} successfully!');
  });
});

describe('books', () => {
  type Text = 'Welcome, {name}' | 'Sign in';
  const ha = { 'Welcome, {name}': 'Barka da zuwa, {name}', 'Sign in': 'Shiga' };
  const failing = () => Promise.reject(new Error('offline'));

  it('loads a language once, keyed by the English, and shows the English for a text it lacks', async () => {
    let loads = 0;
    const book = defineBook<Text>('test/greetings', {
      ha: async () => ((loads += 1), { default: ha }),
      yo: async () => ({ default: { 'Welcome, {name}': 'Ẹ káàbọ̀, {name}' } as typeof ha }),
      ig: async () => ({ default: ha }),
      pcm: async () => ({ default: ha }),
    });
    expect(isBookReady(book, 'ha')).toBe(false);
    expect(translator(book, 'en')('Welcome, {name}', { name: 'Musa' })).toBe('Welcome, Musa');
    await Promise.all([loadBook(book, 'ha'), loadBook(book, 'ha')]);
    await loadBook(book, 'ha');
    expect(loads).toBe(1);
    expect(translator(book, 'ha')('Welcome, {name}', { name: 'Musa' })).toBe('Barka da zuwa, Musa');
    await loadBook(book, 'yo');
    expect(translator(book, 'yo')('Sign in')).toBe('Sign in');
  });

  it('shows English when a catalogue cannot be fetched, and does not ask again', async () => {
    let loads = 0;
    const book = defineBook<Text>('test/offline', {
      ha: () => ((loads += 1), failing()),
      yo: failing,
      ig: failing,
      pcm: failing,
    });
    await loadBook(book, 'ha');
    expect(isBookReady(book, 'ha')).toBe(true);
    expect(translator(book, 'ha')('Sign in')).toBe('Sign in');
    await loadBook(book, 'ha');
    expect(loads).toBe(1);
  });
});

describe('the pseudo-locale', () => {
  it('accents every text shown through a book and makes it about a third longer', () => {
    const unused = () => Promise.reject(new Error('unused'));
    const book = defineBook<'Sign in to {name}'>('test/pseudo', {
      ha: unused,
      yo: unused,
      ig: unused,
      pcm: unused,
    });
    turnOnPseudoLocale();
    try {
      const text = translator(book, 'en')('Sign in to {name}', { name: 'Aboki' });
      expect(text).toBe(`Śíǵñ íñ tó Ábókí ${'·'.repeat(5)}`);
      expect(pseudoText('Book').length).toBeGreaterThanOrEqual(Math.ceil('Book'.length * 1.3));
    } finally {
      turnOnPseudoLocale(false);
    }
    expect(translator(book, 'en')('Sign in to {name}', { name: 'Aboki' })).toBe('Sign in to Aboki');
  });
});
