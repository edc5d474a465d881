import { NIGERIAN_PHONE_MESSAGE, normaliseNigerianPhone } from './phone.js';

describe('normaliseNigerianPhone', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['0803-123-4567', '+2348031234567'],
    ['(0803) 123 4567', '+2348031234567'],
    ['+234 (803) 123-4567', '+2348031234567'],
    ['  08031234567  ', '+2348031234567'],
    ['07061234567', '+2347061234567'],
    ['09011234567', '+2349011234567'],
    ['08101234567', '+2348101234567'],
    ['+234 915 000 0000', '+2349150000000'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normaliseNigerianPhone(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['too short', '0803123456'],
    ['too long', '080312345678'],
    ['too long with country code', '+23480312345678'],
    ['letters', '0803123456a'],
    ['spelled out', 'O8031234567'],
    ['national part starting with 6', '06031234567'],
    ['national part starting with 1 (landline)', '+2341234567890'],
    ['second digit not 0 or 1', '08231234567'],
    ['a foreign number', '+447911123456'],
    ['a foreign 13-digit number', '+2338031234567'],
    ['country code with trunk zero', '+23408031234567'],
    ['double plus', '++2348031234567'],
    ['plus before a local number', '+08031234567'],
    ['dots as separators', '0803.123.4567'],
  ])('rejects %s', (_label, input) => {
    expect(normaliseNigerianPhone(input)).toBeNull();
  });

  it('exports the validation message', () => {
    expect(NIGERIAN_PHONE_MESSAGE).toBe('Enter a Nigerian phone number, e.g. 0803 123 4567');
  });
});
