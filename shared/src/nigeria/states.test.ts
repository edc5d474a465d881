import { NIGERIAN_STATES, findState, isLgaOf } from './states.js';

// Official number of Local Government Areas (Area Councils for the FCT) per state; they sum to 774.
const OFFICIAL_LGA_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  FCT: 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

const lgasOf = (name: string): readonly string[] => findState(name)?.lgas ?? [];

describe('NIGERIAN_STATES', () => {
  it('has the 36 states and the FCT, sorted by name', () => {
    const names = NIGERIAN_STATES.map((state) => state.name);
    expect(names).toHaveLength(37);
    expect(names).toEqual(Object.keys(OFFICIAL_LGA_COUNTS));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toContain('FCT');
    expect(names).toContain('Akwa Ibom');
    expect(names).toContain('Cross River');
    expect(names).toContain('Nasarawa');
  });

  it('has 774 LGAs in total, matching the official table', () => {
    const total = NIGERIAN_STATES.reduce((sum, state) => sum + state.lgas.length, 0);
    expect(total).toBe(774);
    expect(Object.values(OFFICIAL_LGA_COUNTS).reduce((sum, count) => sum + count, 0)).toBe(774);
  });

  it.each(Object.entries(OFFICIAL_LGA_COUNTS))('%s has %i LGAs', (name, count) => {
    expect(lgasOf(name)).toHaveLength(count);
  });

  it('gives Lagos its 20 LGAs', () => {
    expect(lgasOf('Lagos')).toEqual([
      'Agege',
      'Ajeromi-Ifelodun',
      'Alimosho',
      'Amuwo-Odofin',
      'Apapa',
      'Badagry',
      'Epe',
      'Eti-Osa',
      'Ibeju-Lekki',
      'Ifako-Ijaiye',
      'Ikeja',
      'Ikorodu',
      'Kosofe',
      'Lagos Island',
      'Lagos Mainland',
      'Mushin',
      'Ojo',
      'Oshodi-Isolo',
      'Shomolu',
      'Surulere',
    ]);
  });

  it('gives the FCT its 6 Area Councils', () => {
    expect(lgasOf('FCT')).toEqual(['Abaji', 'Abuja Municipal', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali']);
  });

  it('gives Kano 44 LGAs, including Kano Municipal and Nasarawa', () => {
    expect(lgasOf('Kano')).toHaveLength(44);
    expect(lgasOf('Kano')).toEqual(
      expect.arrayContaining(['Kano Municipal', 'Nasarawa', 'Tarauni', 'Ungogo']),
    );
  });

  it('spells contested names one way', () => {
    expect(lgasOf('Kebbi')).toContain('Aliero');
    expect(lgasOf('Cross River')).toContain('Yakurr');
    expect(lgasOf('Nasarawa')).toContain('Nasarawa Eggon');
    expect(lgasOf('Rivers')).toContain('Obio/Akpor');
    expect(lgasOf('Ogun')).toEqual(expect.arrayContaining(['Yewa North', 'Yewa South']));
  });

  it('has unique, trimmed, alphabetically sorted LGA names within each state', () => {
    for (const state of NIGERIAN_STATES) {
      expect(new Set(state.lgas).size).toBe(state.lgas.length);
      expect([...state.lgas].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(state.lgas);
      for (const lga of state.lgas) expect(lga).toBe(lga.trim().replace(/\s+/g, ' '));
    }
  });
});

describe('findState', () => {
  it('matches the exact name', () => {
    expect(findState('Akwa Ibom')?.lgas).toHaveLength(31);
  });

  it('falls back to a case-insensitive match', () => {
    expect(findState('lagos')?.name).toBe('Lagos');
    expect(findState('fct')?.name).toBe('FCT');
    expect(findState('CROSS RIVER')?.name).toBe('Cross River');
  });

  it('returns undefined for an unknown state', () => {
    expect(findState('Abuja')).toBeUndefined();
    expect(findState('')).toBeUndefined();
  });
});

describe('isLgaOf', () => {
  it('accepts an LGA of the state', () => {
    expect(isLgaOf('Lagos', 'Ikeja')).toBe(true);
    expect(isLgaOf('Lagos', 'Eti-Osa')).toBe(true);
    expect(isLgaOf('FCT', 'Bwari')).toBe(true);
    expect(isLgaOf('oyo', 'Ibadan North')).toBe(true);
  });

  it('rejects an LGA of another state, or an unknown state', () => {
    expect(isLgaOf('Lagos', 'Bwari')).toBe(false);
    expect(isLgaOf('Kano', 'Ikeja')).toBe(false);
    expect(isLgaOf('Atlantis', 'Ikeja')).toBe(false);
  });

  it('tells apart LGAs that share a name across states', () => {
    expect(isLgaOf('Lagos', 'Surulere')).toBe(true);
    expect(isLgaOf('Oyo', 'Surulere')).toBe(true);
    expect(isLgaOf('Benue', 'Obi')).toBe(true);
    expect(isLgaOf('Nasarawa', 'Obi')).toBe(true);
    expect(isLgaOf('Abia', 'Obi')).toBe(false);
  });
});
