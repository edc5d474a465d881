import { template } from '../template.js';

/**
 * The API's own answers that the site does not show from here: the error handler's words, and the
 * refusals the server composes itself. Kept in shared so that every text the API sends can be listed
 * (shared/src/i18n/said) and translated.
 */
export const API_MESSAGES = {
  // The error handler: Fastify's own refusals, and what is left when nothing more precise applies.
  bodyTooLarge: 'Request body is too large (limit 100 KiB)',
  sendJson: 'Send the request body as JSON',
  invalidJson: 'Request body is not valid JSON',
  emptyJson: 'Request body is empty; send a JSON object',
  badUrl: 'No such address: the URL is not valid',
  urlPartTooLong: 'No such address: a part of the URL is too long',
  noRoute: template<{ method: string; path: string }>('No route for {method} {path}'),
  fieldRequired: template<{ field: string }>('{field} is required'),
  unknownField: template<{ field: string }>('Unknown field "{field}"'),
  invalidValue: 'Invalid value',
  busy: 'Aboki is busy right now. Please try again in a moment.',
  internalError: 'Something went wrong on our side. Please try again.',
  storeAway: 'We cannot do this for a moment on our side. Please try again in a minute.',
  databaseNotAnswering: 'The database is not answering',
  redisNotAnswering: 'Redis is not answering',
  invalidSignature: 'Missing or invalid x-paystack-signature',

  // Passwords: the server's own check, after the schema's.
  predictablePassword:
    'This password is only repeated or consecutive characters (like aaaaaaaa, 12345678 or qwertyui), so it is easy to guess. Choose another: a few unrelated words work well.',
  /** `fields`: the agent-only fields sent, joined with ", " by the caller. */
  agentFieldsOnlyNamed: template<{ fields: string }>('{fields}: Only agent profiles have this field'),

  // Abokis and bookings: refusals that need the catalogue or the stored Aboki.
  /** `types`: the accepted media types, joined with ", " by the caller. */
  photoTypes: template<{ types: string }>('Send the photo as {types}'),
  noSuchService: template<{ slug: string }>('There is no service "{slug}" in the catalogue'),
  bookedPerJob: template<{ service: string }>(
    '{service} is booked per job, not by the hour; leave hours out',
  ),
  /** `max`: the highest price as formatNaira writes it. */
  priceTooHigh: template<{ max: string; multiple: number }>(
    'The price can be at most {max} ({multiple}× the starting price)',
  ),
  durationRequired: 'Say how long the job usually takes (30 minutes to 12 hours)',
  durationNotForHourly: 'This service is booked by the hour, so it has no fixed duration; leave it out',
  notAnLgaOf: template<{ lga: string; state: string }>('{lga} is not an LGA in {state}'),
  includeHomeLga: template<{ lga: string }>("Include the Aboki's home LGA ({lga})"),
  intervalsOverlap: 'Two intervals on the same day overlap',
  abokiNotBookable: 'No such Aboki, or not taking bookings',

  // The catalogue and the places.
  noSuchServiceSlug: 'No such service',
  noServiceCalled: template<{ slug: string }>('No service called "{slug}"'),
  noStateCalled: template<{ state: string }>('No Nigerian state called "{state}"'),
} as const;
