// Jobs: the lifecycle's numbers, fees and transition table, in one Node-safe entry (no browser or
// React imports) that the API, the pages and the README's checks all read.

export * from './job-rules/numbers.js';
export * from './job-rules/fees.js';
export * from './job-rules/transitions.js';
export * from './job-rules/pricing.js';
export * from './job-rules/terms.js';
export * from './job-rules/reschedule.js';
export * from './job-rules/cash.js';
export * from './job-rules/commission.js';
export * from './job-rules/contact.js';
