import {
  agentProfileSchema,
  PROFILE_FIELD_MESSAGES,
  profileUpdateSchema,
  userProfileSchema,
} from './profile.js';

const home = { phoneNumber: '08031234567', state: 'lagos', lga: 'Ikeja', address: '12 Allen Avenue' };
const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('userProfileSchema', () => {
  it('normalises the phone and the state name, and drops an empty landmark', () => {
    expect(userProfileSchema.parse({ ...home, landmark: '' })).toEqual({
      phoneNumber: '+2348031234567',
      state: 'Lagos',
      lga: 'Ikeja',
      address: '12 Allen Avenue',
      landmark: undefined,
    });
  });

  it('needs the LGA to be in the state', () => {
    expect(fieldErrors(userProfileSchema.safeParse({ ...home, lga: 'Kano Municipal' }))).toEqual({
      lga: 'Choose an LGA in Lagos',
    });
    expect(fieldErrors(userProfileSchema.safeParse({ ...home, state: 'Wakanda' }))).toEqual({
      state: 'Choose one of the 36 states or FCT',
    });
  });
});

describe('agentProfileSchema', () => {
  it('checks the ID number against its type, ignoring spaces and case', () => {
    expect(agentProfileSchema.parse({ ...home, idType: 'PASSPORT', idNumber: 'b 1234 5678' }).idNumber).toBe(
      'B12345678',
    );
    expect(
      agentProfileSchema.parse({ ...home, idType: 'VOTERS_CARD', idNumber: '90f5b1d3e929561234 5' }).idNumber,
    ).toBe('90F5B1D3E9295612345');
    expect(
      fieldErrors(agentProfileSchema.safeParse({ ...home, idType: 'NIN', idNumber: '1234567890' })),
    ).toEqual({
      idNumber: 'A NIN is 11 digits',
    });
  });
});

describe('profileUpdateSchema', () => {
  it('takes any one field, state and lga together, and clears with empty or null', () => {
    expect(profileUpdateSchema.parse({ landmark: '' })).toEqual({ landmark: null });
    expect(profileUpdateSchema.parse({ state: 'fct', lga: 'Gwagwalada' })).toEqual({
      state: 'FCT',
      lga: 'Gwagwalada',
    });
    expect(fieldErrors(profileUpdateSchema.safeParse({ lga: 'Ikeja' }))).toEqual({
      state: 'Send state and lga together',
    });
    expect(fieldErrors(profileUpdateSchema.safeParse({}))).toEqual({
      '': 'Send at least one field to change',
    });
    expect(fieldErrors(profileUpdateSchema.safeParse({ idType: null }))).toEqual({
      idNumber: 'Clear idType and idNumber together',
    });
  });
});

describe('lengths counted as the database counts them', () => {
  it('takes a character outside the basic plane as one character, not two (the fuzz found a 500)', () => {
    expect(fieldErrors(profileUpdateSchema.safeParse({ businessName: '\u{10000}' }))).toEqual({
      businessName: PROFILE_FIELD_MESSAGES.businessNameMustBeAtLeast,
    });
    expect(profileUpdateSchema.parse({ businessName: '\u{10000}\u{10000}' })).toEqual({
      businessName: '\u{10000}\u{10000}',
    });
  });
});

describe('free text in profiles (security review, finding 2)', () => {
  const control = 'Remove the invisible control characters from this field';

  it('refuses control characters and line breaks in every text field, naming it', () => {
    expect(fieldErrors(userProfileSchema.safeParse({ ...home, address: '12 Allen\u0000Avenue' }))).toEqual({
      address: control,
    });
    expect(fieldErrors(userProfileSchema.safeParse({ ...home, address: '12 Allen Avenue\nIkeja' }))).toEqual({
      address: 'Keep this on one line',
    });
    expect(fieldErrors(userProfileSchema.safeParse({ ...home, landmark: 'By the\u0000mosque' }))).toEqual({
      landmark: control,
    });
    // The location check reports too; the control character is named first.
    expect(userProfileSchema.safeParse({ ...home, state: 'Lagos\u0000' }).error?.issues[0]).toMatchObject({
      path: ['state'],
      message: control,
    });
    expect(fieldErrors(agentProfileSchema.safeParse({ ...home, businessName: 'Ada\u0007Cleaners' }))).toEqual(
      {
        businessName: control,
      },
    );
    expect(fieldErrors(profileUpdateSchema.safeParse({ name: 'Ada\r\nObi' }))).toEqual({
      name: 'Keep this on one line',
    });
    expect(fieldErrors(profileUpdateSchema.safeParse({ landmark: '\u0000' }))).toEqual({ landmark: control });
  });

  it('refuses a NUL inside an ID number by its format', () => {
    expect(
      fieldErrors(agentProfileSchema.safeParse({ ...home, idType: 'NIN', idNumber: '1234567\u00008901' })),
    ).toEqual({ idNumber: 'A NIN is 11 digits' });
  });
});
