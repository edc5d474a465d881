// What features use of email: a message queued in the caller's transaction, sent by the outbox
// worker once it has committed (app.ts runs the worker; nothing sends mail directly).
export { enqueueEmail, type OutgoingEmail } from './outbox-repository.js';
