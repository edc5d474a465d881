import { addDays, lagosToday } from '../lagos-time.js';
import {
  abokiAvailabilitySchema,
  abokiCreateSchema,
  abokiDetailsSchema,
  abokiDisplayName,
  abokiServicesSchema,
  abokiUpdateSchema,
  maskIdNumber,
  ABOKI_FIELD_MESSAGES,
} from './aboki.js';
import { IDENTITY_CONSENT } from './ops.js';

const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const draft = {
  firstName: 'Halima',
  lastName: 'Sani',
  languages: ['Hausa', 'English'],
  state: 'kano',
  lga: 'Nasarawa',
};

describe('abokiCreateSchema', () => {
  it('canonicalises the state and normalises the phone', () => {
    expect(abokiCreateSchema.parse({ ...draft, phoneNumber: '0803 123 4567', bio: '' })).toEqual({
      ...draft,
      state: 'Kano',
      phoneNumber: '+2348031234567',
      bio: undefined,
    });
  });

  it('needs an adult on the Lagos date: 18 today passes, 18 tomorrow does not', () => {
    const today = lagosToday();
    const [year] = today.split('-');
    const eighteenToday = `${Number(year) - 18}${today.slice(4)}`;
    // A 29 February birthday 18 years back does not exist in most years; test a fixed adult instead.
    if (!eighteenToday.endsWith('02-29')) {
      expect(abokiCreateSchema.safeParse({ ...draft, dateOfBirth: eighteenToday }).success).toBe(true);
      expect(
        fieldErrors(abokiCreateSchema.safeParse({ ...draft, dateOfBirth: addDays(eighteenToday, 1) })),
      ).toEqual({
        dateOfBirth: 'An Aboki must be at least 18 years old',
      });
    }
    expect(fieldErrors(abokiCreateSchema.safeParse({ ...draft, dateOfBirth: '2001-02-30' }))).toEqual({
      dateOfBirth: 'Enter a real date: February 2001 has 28 days',
    });
    expect(fieldErrors(abokiCreateSchema.safeParse({ ...draft, dateOfBirth: '30/02/2001' }))).toEqual({
      dateOfBirth: 'Enter the date of birth as YYYY-MM-DD',
    });
  });

  it('refuses unknown or repeated languages, a long bio and an LGA of another state', () => {
    expect(
      fieldErrors(
        abokiCreateSchema.safeParse({
          ...draft,
          languages: ['Hausa', 'Hausa'],
          bio: 'x'.repeat(281),
          lga: 'Ikeja',
        }),
      ),
    ).toEqual({
      languages: 'Choose each language once',
      bio: 'Keep the bio to 280 characters',
      lga: 'Choose an LGA in Kano',
    });
    expect(abokiCreateSchema.safeParse({ ...draft, languages: [] }).success).toBe(false);
    expect(abokiCreateSchema.safeParse({ ...draft, languages: ['Klingon'] }).success).toBe(false);
  });
});

describe('abokiDetailsSchema and abokiUpdateSchema', () => {
  const details = {
    address: '14 Zoo Road',
    idType: 'NIN',
    idNumber: '123 4567 8901',
    identityConsent: IDENTITY_CONSENT.version,
    guarantor: {
      name: 'Musa Sani',
      phoneNumber: '08031234567',
      relationship: 'Uncle',
      address: '2 Bello Road',
    },
  };

  it('checks the NIN is exactly 11 digits', () => {
    expect(abokiDetailsSchema.parse(details).idNumber).toBe('12345678901');
    expect(fieldErrors(abokiDetailsSchema.safeParse({ ...details, idNumber: '1234567890' }))).toEqual({
      idNumber: 'A NIN is exactly 11 digits',
    });
  });

  it('needs at least one field and idType with idNumber', () => {
    expect(abokiUpdateSchema.safeParse({}).success).toBe(false);
    expect(fieldErrors(abokiUpdateSchema.safeParse({ idNumber: '12345678901' }))).toEqual({
      idType: 'Choose the type of ID this number belongs to',
      identityConsent: ABOKI_FIELD_MESSAGES.tickTheConsentBox,
    });
  });

  it('takes an ID number only with the consent of the text the page shows (issue 25)', () => {
    const { identityConsent: _consent, ...unconsented } = details;
    expect(fieldErrors(abokiDetailsSchema.safeParse(unconsented))).toEqual({
      identityConsent: ABOKI_FIELD_MESSAGES.tickTheConsentBox,
    });
    expect(
      fieldErrors(abokiDetailsSchema.safeParse({ ...details, identityConsent: 'an-older-text-version' })),
    ).toEqual({ identityConsent: ABOKI_FIELD_MESSAGES.tickTheConsentBox });
    // The consent alone is no change to save.
    expect(abokiUpdateSchema.safeParse({ identityConsent: IDENTITY_CONSENT.version }).success).toBe(false);
  });

  it('clears optional fields with an empty string or null', () => {
    expect(abokiUpdateSchema.parse({ phoneNumber: '', bio: null, landmark: '', gender: '' })).toEqual({
      phoneNumber: null,
      bio: null,
      landmark: null,
      gender: null,
    });
  });
});

describe('abokiServicesSchema', () => {
  it('refuses prices below ₦500, fractions of kobo and repeated services', () => {
    const result = abokiServicesSchema.safeParse({
      services: [
        { serviceSlug: 'cleaning', priceKobo: 49_999 },
        { serviceSlug: 'cooking', priceKobo: 100_000.5 },
      ],
    });
    expect(fieldErrors(result)).toEqual({
      'services.0.priceKobo': 'The price must be at least ₦500',
      'services.1.priceKobo': 'Prices are whole kobo',
    });
    const repeated = [
      { serviceSlug: 'cleaning', priceKobo: 60_000 },
      { serviceSlug: 'cleaning', priceKobo: 70_000 },
    ];
    expect(fieldErrors(abokiServicesSchema.safeParse({ services: repeated }))).toEqual({
      'services.1.serviceSlug': 'Each service may appear once',
    });
  });
});

describe('abokiAvailabilitySchema', () => {
  const areas = ['Ikeja'];

  it('accepts several intervals a day and an interval ending at 24:00', () => {
    const hours = [
      { day: 7, start: '08:00', end: '12:00' },
      { day: 7, start: '12:00', end: '24:00' },
    ];
    expect(abokiAvailabilitySchema.safeParse({ weeklyHours: hours, areas }).success).toBe(true);
  });

  it('refuses overlaps, end before start and a shift across midnight', () => {
    const result = abokiAvailabilitySchema.safeParse({
      weeklyHours: [
        { day: 1, start: '08:00', end: '12:00' },
        { day: 1, start: '11:59', end: '13:00' },
        { day: 2, start: '22:00', end: '02:00' },
      ],
      areas,
    });
    expect(fieldErrors(result)).toEqual({
      'weeklyHours.1': 'This interval overlaps 08:00–12:00 on the same day',
      'weeklyHours.2.end': 'The end must be after the start',
    });
  });

  it('refuses time off that ends before it starts', () => {
    expect(
      fieldErrors(
        abokiAvailabilitySchema.safeParse({
          weeklyHours: [{ day: 1, start: '08:00', end: '17:00' }],
          areas,
          timeOff: [{ from: '2026-12-24', to: '2026-12-20' }],
        }),
      ),
    ).toEqual({ 'timeOff.0.to': 'The last day off cannot be before the first' });
  });

  it('refuses a day off that is not in the calendar, naming the field (issue 23, finding 7)', () => {
    expect(
      fieldErrors(
        abokiAvailabilitySchema.safeParse({
          weeklyHours: [{ day: 1, start: '08:00', end: '17:00' }],
          areas,
          timeOff: [{ from: '2026-11-31', to: '2026-12-02' }],
        }),
      ),
    ).toEqual({ 'timeOff.0.from': 'Enter a real date: November has 30 days' });
  });
});

describe('abokiAvailabilitySchema time off', () => {
  it('refuses overlapping periods, naming the one it clashes with', () => {
    const result = abokiAvailabilitySchema.safeParse({
      weeklyHours: [{ day: 1, start: '08:00', end: '17:00' }],
      areas: ['Ikeja'],
      timeOff: [
        { from: '2026-12-20', to: '2026-12-26' },
        { from: '2026-12-26', to: '2026-12-31' },
      ],
    });
    expect(fieldErrors(result)).toEqual({
      'timeOff.1': 'This time off overlaps 2026-12-20 to 2026-12-26; join them into one',
    });
  });
});

describe('display helpers', () => {
  it('masks all but the last four characters and shortens the last name', () => {
    expect(maskIdNumber('12345678901')).toBe('*******8901');
    expect(abokiDisplayName('Halima', 'sani')).toBe('Halima S.');
  });
});
