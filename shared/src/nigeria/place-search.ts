import { NEIGHBOURHOODS } from './neighbourhoods.js';
import { NIGERIAN_STATES } from './states.js';

/** One type-ahead suggestion: what to show, and the state and LGA choosing it fills in. */
export interface PlaceSuggestion {
  /** "Yaba — Lagos Mainland, Lagos", or for an LGA itself "Ikeja (LGA), Lagos". */
  label: string;
  state: string;
  lga: string;
}

/** A place as the search sees it: its suggestion and every name it answers to, normalised. */
interface Searchable {
  place: PlaceSuggestion;
  names: string[];
}

/** Lower case, accents and punctuation dropped, single spaces: "Ebute-Metta" and "ebute  metta" match. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const lgaLabel = (state: string, lga: string) => `${lga} (LGA), ${state}`;

let index: Searchable[] | undefined;

/** Every LGA and every neighbourhood, built on the first search (not at import: most pages never search). */
function searchIndex(): Searchable[] {
  index ??= [
    ...NIGERIAN_STATES.flatMap((state) =>
      state.lgas.map((lga) => ({
        place: { label: lgaLabel(state.name, lga), state: state.name, lga },
        names: [normalise(lga)],
      })),
    ),
    ...NEIGHBOURHOODS.map(({ name, aliases = [], state, lga }) => ({
      // An area named like its LGA ("Surulere") is offered as the LGA, so it is not listed twice.
      place: {
        label: normalise(name) === normalise(lga) ? lgaLabel(state, lga) : `${name} — ${lga}, ${state}`,
        state,
        lga,
      },
      names: [name, ...aliases].map(normalise),
    })),
  ];
  return index;
}

/**
 * How well `name` answers `query` (both normalised): 0 the whole name, 1 its beginning, 2 the
 * beginning of a later word ("lek" in "ibeju lekki"), undefined not at all. Spaces do not count,
 * so "wuse2" finds "Wuse 2".
 */
function matchRank(name: string, query: string): number | undefined {
  if (name === query || name.replaceAll(' ', '') === query.replaceAll(' ', '')) return 0;
  if (name.startsWith(query) || name.replaceAll(' ', '').startsWith(query.replaceAll(' ', ''))) return 1;
  const words = name.split(' ');
  for (let at = 1; at < words.length; at += 1) {
    if (words.slice(at).join(' ').startsWith(query)) return 2;
  }
  return undefined;
}

/**
 * Places for a type-ahead as people name them: neighbourhoods of the big cities ("Yaba", "VI",
 * "Wuse") and every LGA, matched at the start of any word of a name or alias, case, accents and
 * punctuation aside. Whole-name matches come first, then names that begin with the query, then the
 * rest; alphabetical within each; each place once; at most `limit`. An empty query finds nothing.
 */
export function findPlaces(query: string, limit = 8): PlaceSuggestion[] {
  const wanted = normalise(query);
  if (!wanted || limit <= 0) return [];
  const best = new Map<string, { place: PlaceSuggestion; rank: number }>();
  for (const { place, names } of searchIndex()) {
    const ranks = names.flatMap((name) => matchRank(name, wanted) ?? []);
    if (ranks.length === 0) continue;
    const rank = Math.min(...ranks);
    const seen = best.get(place.label);
    if (!seen || rank < seen.rank) best.set(place.label, { place, rank });
  }
  return [...best.values()]
    .sort((a, b) => a.rank - b.rank || a.place.label.localeCompare(b.place.label, 'en'))
    .slice(0, limit)
    .map(({ place }) => place);
}
