import { Fragment, type ReactNode } from 'react';

/** The `<tag>…</tag>` pairs of a message, e.g. a link's words: translations must keep the same tags. */
export function tagsOf(message: string): string[] {
  return [...message.matchAll(/<(\w+)>/g)].map((match) => match[1] ?? '').sort();
}

/**
 * A translated message whose `<tag>words</tag>` parts are rendered by `parts[tag]` (a link, say),
 * so a translation can put the link's words wherever its sentence needs them.
 */
export function richText(
  message: string,
  parts: Readonly<Record<string, (words: string) => ReactNode>>,
): ReactNode {
  const pieces = message.split(/<(\w+)>(.*?)<\/\1>/g);
  // split with two groups: text, tag, words, text, tag, words, …, text
  const out: ReactNode[] = [];
  for (let index = 0; index < pieces.length; index += 3) {
    out.push(pieces[index]);
    const tag = pieces[index + 1];
    if (tag !== undefined) {
      const render = parts[tag];
      out.push(
        <Fragment key={index}>{render ? render(pieces[index + 2] ?? '') : pieces[index + 2]}</Fragment>,
      );
    }
  }
  return out;
}
