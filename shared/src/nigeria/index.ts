export { NIGERIAN_STATES, findState, isLgaOf } from './states.js';
export type { NigerianState } from './states.js';
export { NIGERIAN_PHONE_MESSAGE, normaliseNigerianPhone } from './phone.js';
export { addressLine } from './address.js';
export { CITY_NEIGHBOURHOODS, NEIGHBOURHOODS } from './neighbourhoods.js';
export type { Neighbourhood } from './neighbourhoods.js';
export { findPlaces } from './place-search.js';
export type { PlaceSuggestion } from './place-search.js';
