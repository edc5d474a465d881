import { STATE_LGAS } from './lgas.js';

export interface NigerianState {
  name: string;
  lgas: readonly string[];
}

/** The 36 states and the FCT, sorted by name, each with its Local Government Areas (774 in all). */
export const NIGERIAN_STATES: readonly NigerianState[] = STATE_LGAS;

/** Finds a state by exact name, falling back to a case-insensitive match (e.g. "lagos", "fct"). */
export function findState(name: string): NigerianState | undefined {
  const exact = NIGERIAN_STATES.find((state) => state.name === name);
  if (exact) return exact;
  const wanted = name.trim().toLowerCase();
  return NIGERIAN_STATES.find((state) => state.name.toLowerCase() === wanted);
}

/** Whether `lga` is one of `state`'s Local Government Areas (state matched as in findState, LGA exactly). */
export function isLgaOf(state: string, lga: string): boolean {
  return findState(state)?.lgas.includes(lga) ?? false;
}
