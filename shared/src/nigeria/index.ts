export { NIGERIAN_STATES, findState, isLgaOf } from './states.js';
export type { NigerianState } from './states.js';
export { NIGERIAN_PHONE_MESSAGE, normaliseNigerianPhone } from './phone.js';
export { addressLine } from './address.js';
