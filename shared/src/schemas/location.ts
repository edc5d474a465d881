import type { z } from 'zod';
import { template } from '../i18n/template.js';
import { findState, isLgaOf } from '../nigeria/index.js';

// Where a person or an Aboki lives, or where a job is done: a state and one of its LGAs, as the
// locations endpoints name them. Profiles, Abokis and bookings build their state and lga fields, the
// check that the LGA belongs to the state and the stored state name from here; the messages are the
// spec's.

export const LOCATION_MESSAGES = {
  together: 'Send state and lga together',
  unknownState: 'Choose one of the 36 states or FCT',
  lgaOf: template<{ state: string }>('Choose an LGA in {state}'),
} as const;

export interface LocationFields {
  state?: string | undefined;
  lga?: string | undefined;
}

/**
 * The `state` and `lga` fields, each required with its own message (the spec's words differ
 * between a person's profile and an Aboki). `text` makes the string schema from that message:
 * `singleLineText`, or a plain trimmed string.
 */
export function locationFields(
  required: { state: string; lga: string },
  text: (requiredMessage: string) => z.ZodString,
) {
  return {
    state: text(required.state).min(1, required.state).max(60),
    lga: text(required.lga).min(1, required.lga).max(80),
  };
}

/** The LGA must belong to the state; the two travel together (a refinement of the whole object). */
export function checkLocation(value: LocationFields, ctx: z.RefinementCtx): void {
  if (value.state === undefined && value.lga === undefined) return;
  if (value.state === undefined || value.lga === undefined) {
    const missing = value.state === undefined ? 'state' : 'lga';
    ctx.addIssue({ code: 'custom', path: [missing], message: LOCATION_MESSAGES.together });
    return;
  }
  const state = findState(value.state);
  if (!state) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: LOCATION_MESSAGES.unknownState });
  } else if (!isLgaOf(state.name, value.lga)) {
    ctx.addIssue({ code: 'custom', path: ['lga'], message: LOCATION_MESSAGES.lgaOf({ state: state.name }) });
  }
}

/** States are stored as the locations endpoints name them (`lagos` becomes `Lagos`). */
export function canonicalState<T extends LocationFields>(value: T): T {
  return value.state === undefined ? value : { ...value, state: findState(value.state)?.name ?? value.state };
}
