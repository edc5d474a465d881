import { CITY_NEIGHBOURHOODS, NEIGHBOURHOODS } from './neighbourhoods.js';
import { findPlaces } from './place-search.js';
import { findState, isLgaOf } from './states.js';

const CITIES = [
  'Lagos',
  'Abuja',
  'Port Harcourt',
  'Ibadan',
  'Kano',
  'Enugu',
  'Kaduna',
  'Benin City',
  'Abeokuta',
  'Jos',
];

describe('NEIGHBOURHOODS', () => {
  it.each(NEIGHBOURHOODS.map((place) => [place.name, place.state, place.lga]))(
    '%s lies in an LGA of its state (%s, %s), spelled as in the LGA list',
    (_name, state, lga) => {
      expect(findState(state)?.name).toBe(state);
      expect(isLgaOf(state, lga)).toBe(true);
    },
  );

  it('never sends one name in one state to two LGAs, aliases included', () => {
    const lgaByName = new Map<string, string>();
    const clashes: string[] = [];
    for (const { name, aliases = [], state, lga } of NEIGHBOURHOODS) {
      for (const said of [name, ...aliases]) {
        const key = `${said.toLowerCase()}|${state}`;
        const earlier = lgaByName.get(key);
        if (earlier !== undefined && earlier !== lga) clashes.push(`${said}, ${state}: ${earlier} or ${lga}`);
        lgaByName.set(key, lga);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('has each of the ten cities, with at least ten areas each, and no other', () => {
    expect(Object.keys(CITY_NEIGHBOURHOODS).sort()).toEqual([...CITIES].sort());
    for (const city of CITIES) expect(CITY_NEIGHBOURHOODS[city]?.length).toBeGreaterThanOrEqual(10);
  });

  it('lists each area of a city once', () => {
    for (const places of Object.values(CITY_NEIGHBOURHOODS)) {
      const names = places.map((place) => place.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('findPlaces', () => {
  it('finds Yaba in Lagos Mainland', () => {
    expect(findPlaces('yaba')[0]).toEqual({
      label: 'Yaba — Lagos Mainland, Lagos',
      state: 'Lagos',
      lga: 'Lagos Mainland',
    });
  });

  it('knows short forms: VI is Victoria Island, in Eti-Osa', () => {
    expect(findPlaces('VI')[0]).toEqual({
      label: 'Victoria Island — Eti-Osa, Lagos',
      state: 'Lagos',
      lga: 'Eti-Osa',
    });
  });

  it('finds Wuse in the Abuja Municipal Area Council, before Wuse 2', () => {
    const [first, second] = findPlaces('wuse');
    expect(first).toEqual({ label: 'Wuse — Abuja Municipal, FCT', state: 'FCT', lga: 'Abuja Municipal' });
    expect(second?.label).toBe('Wuse 2 — Abuja Municipal, FCT');
    expect(findPlaces('wuse2')[0]?.label).toBe('Wuse 2 — Abuja Municipal, FCT');
  });

  it('matches the start of any word, names first', () => {
    const labels = findPlaces('lek').map((place) => place.label);
    expect(labels[0]).toBe('Lekki Phase 1 — Eti-Osa, Lagos');
    expect(labels).toContain('Ibeju-Lekki (LGA), Lagos');
    expect(findPlaces('phase').map((place) => place.label)).toContain('Lekki Phase 1 — Eti-Osa, Lagos');
  });

  it('finds Bodija in Ibadan North, Oyo', () => {
    expect(findPlaces('Bodija')[0]).toEqual({
      label: 'Bodija — Ibadan North, Oyo',
      state: 'Oyo',
      lga: 'Ibadan North',
    });
  });

  it('finds LGAs themselves, each once, in every state that has one so named', () => {
    expect(findPlaces('surulere')).toEqual([
      { label: 'Surulere (LGA), Lagos', state: 'Lagos', lga: 'Surulere' },
      { label: 'Surulere (LGA), Oyo', state: 'Oyo', lga: 'Surulere' },
    ]);
    expect(findPlaces('ikeja')[0]).toEqual({ label: 'Ikeja (LGA), Lagos', state: 'Lagos', lga: 'Ikeja' });
  });

  it('tells apart the same name in two states', () => {
    const labels = findPlaces('sabon gari').map((place) => place.label);
    expect(labels.sort()).toEqual(['Sabon Gari (LGA), Kaduna', 'Sabon Gari — Fagge, Kano']);
  });

  it('ignores case, punctuation and extra spaces', () => {
    const ebuteMetta = 'Ebute Metta — Lagos Mainland, Lagos';
    expect(findPlaces('  EBUTE-metta ')[0]?.label).toBe(ebuteMetta);
    expect(findPlaces('ebute   metta')[0]?.label).toBe(ebuteMetta);
    expect(findPlaces('obio/akpor')[0]?.label).toBe('Obio/Akpor (LGA), Rivers');
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(findPlaces('')).toEqual([]);
    expect(findPlaces('   ')).toEqual([]);
    expect(findPlaces('-')).toEqual([]);
    expect(findPlaces('xyzzy')).toEqual([]);
  });

  it('returns at most `limit` places, 8 unless told', () => {
    expect(findPlaces('a')).toHaveLength(8);
    expect(findPlaces('a', 3)).toHaveLength(3);
    expect(findPlaces('a', 0)).toEqual([]);
  });

  it('returns each place once, however many of its names match', () => {
    // Garki in Abuja answers to "Garki", "Garki 1", "Garki 2" and "Garki II"; Jigawa has a Garki LGA.
    const labels = findPlaces('garki', 50).map((place) => place.label);
    expect(labels.sort()).toEqual(['Garki (LGA), Jigawa', 'Garki — Abuja Municipal, FCT']);
  });
});
