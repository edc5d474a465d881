export * from './contact.js';
export * from './auth.js';
export * from './profile.js';
export * from './text.js';
export * from './aboki.js';
export * from './job.js';
export * from './service.js';
export * from './payment.js';
