// The data a prerendered document carries for the page (a JSON data block, like aboki-release):
// written by the server bundle's caller (deploy/src/document.ts), read by the browser before its
// first render. A data block is never executed, so the CSP's ban on inline script holds.
import type { Service } from 'shared/schemas';

export const PAGE_DATA_ID = 'aboki-page';

/** A remote page's heading, as its module declares it: what its skeleton shows before its code arrives. */
export interface SkeletonHeading {
  title: string;
  description?: string;
}

export interface PageData {
  /** The active catalogue, as GET /api/v1/services lists it. */
  services: Service[];
  /** True when #root holds the page rendered on the server (hydrate it); false for a skeleton. */
  prerendered: boolean;
  /** A skeleton's heading, kept on screen while the remote's code loads. */
  heading?: SkeletonHeading;
}

function headingOf(value: unknown): SkeletonHeading | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, description } = value as Record<string, unknown>;
  if (typeof title !== 'string' || (description !== undefined && typeof description !== 'string')) {
    return undefined;
  }
  return description === undefined ? { title } : { title, description };
}

/** The page's data block, or null when the document has none (or a malformed one). */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData>;
    if (!Array.isArray(value.services)) return null;
    const heading = headingOf(value.heading);
    return {
      services: value.services,
      prerendered: value.prerendered === true,
      ...(heading ? { heading } : {}),
    };
  } catch {
    return null;
  }
}

let documentData: PageData | null | undefined;

/** This document's data block, read once: the bootstrap and the first page's skeleton both use it. */
export function documentPageData(): PageData | null {
  if (documentData === undefined) documentData = readPageData();
  return documentData;
}
