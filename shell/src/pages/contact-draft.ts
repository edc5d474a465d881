import type { ContactInput } from 'shared/schemas';

/**
 * The contact message being written, kept in `sessionStorage` (this tab only, gone when it closes)
 * so a reload, a new release taken on the next page load, or a page opened offline loses nothing
 * typed. Cleared once the message is sent.
 */
export const CONTACT_DRAFT_KEY = 'aboki_contact_draft';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
/** Longer than the form accepts, so a draft cannot fill the tab's storage. */
const MAX_FIELD = 5_000;

export function readContactDraft(): ContactInput | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const record = stored as Record<string, unknown>;
    const field = (name: (typeof FIELDS)[number]) =>
      typeof record[name] === 'string' ? record[name].slice(0, MAX_FIELD) : '';
    return { name: field('name'), email: field('email'), phone: field('phone'), message: field('message') };
  } catch {
    return null; // Storage off or a value another version wrote: start empty.
  }
}

export function saveContactDraft(values: Partial<ContactInput>): void {
  const draft = Object.fromEntries(FIELDS.map((name) => [name, (values[name] ?? '').slice(0, MAX_FIELD)]));
  try {
    if (Object.values(draft).every((value) => value === '')) sessionStorage.removeItem(CONTACT_DRAFT_KEY);
    else sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or off: the form still works, only without the draft.
  }
}

export function clearContactDraft(): void {
  try {
    sessionStorage.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // As above.
  }
}
