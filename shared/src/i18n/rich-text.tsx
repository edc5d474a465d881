import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from './message-format.js';

/** Marks where an element goes in a translated text; a private-use character no message contains. */
const MARK = '\uE000';

/**
 * A translated message with elements in place of some of its values, e.g. an email in its own
 * styled span: `rich(t, 'otp.sentTo', { email: <span>…</span> })`. Each language puts the value
 * where its sentence needs it, so no sentence is ever cut in pieces around an element.
 */
export function rich<Id extends string>(
  t: (id: Id, values?: MessageValues) => string,
  id: Id,
  elements: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode {
  const slots = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(id, { ...values, ...slots })
    .split(MARK)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 && part in elements ? elements[part] : part}</Fragment>
    ));
}
