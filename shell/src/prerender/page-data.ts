// The data a prerendered document carries for the page (a JSON data block, like aboki-release):
// written by the server bundle's caller (deploy/src/document.ts), read by the browser before its
// first render. A data block is never executed, so the CSP's ban on inline script holds.
import type { Service } from 'shared/schemas';

export const PAGE_DATA_ID = 'aboki-page';

export interface PageData {
  /** The active catalogue, as GET /api/v1/services lists it. */
  services: Service[];
  /** True when #root holds the page rendered on the server (hydrate it); false for a skeleton. */
  prerendered: boolean;
}

/** The page's data block, or null when the document has none (or a malformed one). */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData>;
    if (!Array.isArray(value.services)) return null;
    return { services: value.services, prerendered: value.prerendered === true };
  } catch {
    return null;
  }
}
