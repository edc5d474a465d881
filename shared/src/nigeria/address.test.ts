import { addressLine } from './address.js';

describe('addressLine', () => {
  it.each([
    ['12 Adeniran Ogunsanya St', '12 Adeniran Ogunsanya St, Surulere, Lagos'],
    ['12 Adeniran Ogunsanya St, Surulere', '12 Adeniran Ogunsanya St, Surulere, Lagos'],
    ['12 Adeniran Ogunsanya St, surulere, Lagos.', '12 Adeniran Ogunsanya St, surulere, Lagos.'],
    // A street named after the LGA does not say where it is: only a part of its own does.
    ['4 Surulere Road', '4 Surulere Road, Surulere, Lagos'],
  ])('%s → %s', (address, line) => {
    expect(addressLine({ address, lga: 'Surulere', state: 'Lagos' })).toBe(line);
  });
});
