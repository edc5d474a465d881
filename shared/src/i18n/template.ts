import type { MessageValues } from './message-format.js';

/** A message with values, written once as its source text so the API can say it in any language. */
export interface Template<Values extends MessageValues = MessageValues> {
  (values: Values): string;
  /** The English source, in the catalogue syntax: the translations are keyed by it. */
  readonly source: string;
}

/**
 * A message that takes values, e.g. `template<{ role: string }>('Role set to {role} successfully!')`:
 * called, it is the English text; its `source` is what the translations of Aboki's texts are keyed
 * by. Its own few bytes (no plurals: an English source names its values plainly), because the
 * schemas and messages that use it are bundled into each app that imports them.
 */
export function template<Values extends MessageValues>(source: string): Template<Values> {
  const fill = (values: Values) =>
    source.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  return Object.assign(fill, { source });
}
