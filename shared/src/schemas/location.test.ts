import { z } from 'zod';
import { abokiCreateSchema, abokiUpdateSchema } from './aboki.js';
import { abokiSearchQuerySchema, jobCreateSchema } from './job.js';
import { canonicalState, checkLocation, locationFields } from './location.js';
import { profileUpdateSchema, userProfileSchema } from './profile.js';
import { singleLineText } from './text.js';

type Parsed = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issuesOf = (result: Parsed) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
/** Each field's first message: what a form shows beside it. */
const shownErrors = (result: Parsed) => Object.fromEntries(issuesOf(result).reverse());

/** A payload with just the location, built as profiles and Abokis build theirs. */
const fields = locationFields({ state: 'Choose a state', lga: 'Choose an LGA' }, singleLineText);
const place = z.object(fields).strict().superRefine(checkLocation).transform(canonicalState);
const maybePlace = z
  .object({ state: fields.state.optional(), lga: fields.lga.optional() })
  .superRefine(checkLocation)
  .transform(canonicalState);

describe('the location piece', () => {
  it('stores the state as the locations endpoints name it', () => {
    expect(place.parse({ state: ' lagos ', lga: 'Ikeja' })).toEqual({ state: 'Lagos', lga: 'Ikeja' });
    expect(place.parse({ state: 'fct', lga: 'Gwagwalada' })).toEqual({ state: 'FCT', lga: 'Gwagwalada' });
  });

  it('says which state the LGA must be in, and names an unknown state', () => {
    expect(issuesOf(place.safeParse({ state: 'kano', lga: 'Ikeja' }))).toEqual([
      ['lga', 'Choose an LGA in Kano'],
    ]);
    expect(issuesOf(place.safeParse({ state: 'Wakanda', lga: 'Ikeja' }))).toEqual([
      ['state', 'Choose one of the 36 states or FCT'],
    ]);
  });

  it('requires each field with the message it was given, within its length', () => {
    const required = { state: 'Choose a state', lga: 'Choose an LGA' };
    expect(shownErrors(place.safeParse({ state: '', lga: '' }))).toEqual(required);
    expect(shownErrors(place.safeParse({}))).toEqual(required);
    const tooLong = (state: string, lga: string) =>
      (place.safeParse({ state, lga }).error?.issues ?? [])
        .filter((issue) => issue.code === 'too_big')
        .map((issue) => issue.path.join('.'));
    expect(tooLong('x'.repeat(61), 'y'.repeat(81))).toEqual(['state', 'lga']);
    expect(tooLong('x'.repeat(60), 'y'.repeat(80))).toEqual([]);
  });

  it('takes both or neither: one alone is named as missing its partner', () => {
    expect(maybePlace.parse({})).toEqual({});
    expect(issuesOf(maybePlace.safeParse({ lga: 'Ikeja' }))).toEqual([
      ['state', 'Send state and lga together'],
    ]);
    expect(issuesOf(maybePlace.safeParse({ state: 'Lagos' }))).toEqual([
      ['lga', 'Send state and lga together'],
    ]);
  });
});

// The spec's words for each payload (a contract with the browser and the API's clients).
describe('profiles, Abokis and bookings check their location with it, each in its own words', () => {
  const aboki = { firstName: 'Halima', lastName: 'Sani', languages: ['Hausa'] };
  const home = { phoneNumber: '08031234567', address: '12 Allen Avenue' };
  const search = { service: 'home-cleaning' };
  const booking = {
    abokiId: '0b0e2f7e-3c56-4f4e-9a43-1d3c0e5b8a11',
    serviceSlug: 'home-cleaning',
    startsAt: '2026-12-14T09:00:00+01:00',
    paymentMethod: 'CASH',
    address: '12 Allen Avenue, Ikeja',
  };

  it.each([
    ['a profile', userProfileSchema, home, 'Choose your state', 'Choose your LGA'],
    ['an Aboki', abokiCreateSchema, aboki, 'Choose the state', 'Choose the LGA'],
    ['a search', abokiSearchQuerySchema, search, 'Choose the state', 'Choose the LGA'],
    ['a booking', jobCreateSchema, booking, 'Choose the state', 'Choose the LGA'],
  ] as const)('%s: required messages, LGA of the state, unknown state', (_name, schema, rest, state, lga) => {
    expect(shownErrors(schema.safeParse({ ...rest, state: '', lga: '' }))).toEqual({ state, lga });
    expect(issuesOf(schema.safeParse({ ...rest, state: 'lagos', lga: 'Nasarawa' }))).toEqual([
      ['lga', 'Choose an LGA in Lagos'],
    ]);
    expect(issuesOf(schema.safeParse({ ...rest, state: 'Wakanda', lga: 'Ikeja' }))).toEqual([
      ['state', 'Choose one of the 36 states or FCT'],
    ]);
    expect(schema.parse({ ...rest, state: 'kano', lga: 'Nasarawa' })).toMatchObject({ state: 'Kano' });
  });

  it.each([
    ['a profile', profileUpdateSchema],
    ['an Aboki', abokiUpdateSchema],
  ] as const)('%s update: state and lga travel together', (_name, schema) => {
    expect(issuesOf(schema.safeParse({ lga: 'Ikeja' }))).toEqual([['state', 'Send state and lga together']]);
    expect(schema.parse({ state: 'fct', lga: 'Gwagwalada' })).toEqual({ state: 'FCT', lga: 'Gwagwalada' });
  });

  it('keeps each text rule: a profile refuses control characters, an Aboki trims them away', () => {
    expect(issuesOf(userProfileSchema.safeParse({ ...home, state: 'Lagos\t', lga: 'Ikeja' }))).toEqual([
      ['state', 'Remove the invisible control characters from this field'],
    ]);
    expect(abokiCreateSchema.parse({ ...aboki, state: 'Lagos\t', lga: 'Ikeja' })).toMatchObject({
      state: 'Lagos',
    });
  });
});
