// The server bundle's entry (built by Rspack for Node beside the browser build, published with the
// shell): the shell's public pages and remote routes' skeletons rendered to HTML from the very
// components the browser hydrates. deploy/src/prerender.ts loads it and inserts what it returns
// into the document; it runs once per release and catalogue version, never per request.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import {
  isLanguage,
  languageAtom,
  loadAllBooks,
  resetServiceCatalogue,
  seedServiceCatalogue,
  SOURCE_LANGUAGE,
} from 'shared';
import type { Service } from 'shared/schemas';
import { AppFrame } from '../app.js';
import { RouteSkeleton } from '../layouts/root-layout.js';
import { NAV_LINKS } from '../layouts/site-header.js';
import { findRouteGroup } from '../route-groups.js';
import { createAppRoutes } from '../router.js';
import type { SkeletonHeading } from './page-data.js';

/** What the serving code may rely on; raised when what it must pass or expect changes. */
export const PRERENDER_API = 1;

export interface PrerenderData {
  services: Service[];
  /** The document's language (`en` when absent: serving code from before languages). */
  language?: string;
}

/**
 * Renders in a language: every book the render uses is loaded first (the pages' own load with
 * their route), and the language atom holds it only for the synchronous render, as the catalogue does.
 */
async function inLanguage(language: string | undefined, render: () => string): Promise<string> {
  const chosen = isLanguage(language) ? language : SOURCE_LANGUAGE;
  await loadAllBooks(chosen);
  const store = getDefaultStore();
  store.set(languageAtom, chosen);
  try {
    return render();
  } finally {
    store.set(languageAtom, SOURCE_LANGUAGE);
  }
}

/**
 * Which document a path of the shell's gets: paths with the same key render the same markup, so
 * the serving code renders each key once. Every unknown path shows the one 404 page, told apart
 * only by the header link it marks current (a hydrated page must match it exactly); the serving
 * code answers a `404:` key with HTTP 404 (deploy/src/prerender.ts's NOT_FOUND_KEY).
 */
export function pageKey(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const leaf = matchRoutes(createAppRoutes(), path)?.at(-1);
  if (leaf && leaf.route.path !== '*') return path;
  const current = NAV_LINKS.find((link) => path.startsWith(`${link.to}/`));
  return `404:${current?.to ?? ''}`;
}

/** The markup of one of the shell's own pages (a public page or the 404) for #root. */
export async function renderPage(pathname: string, data: PrerenderData): Promise<string> {
  if (findRouteGroup(pathname)) throw new Error(`${pathname} belongs to a remote: render its skeleton`);
  const handler = createStaticHandler(createAppRoutes());
  // Loads the matched lazy page, as the browser does before hydrating (prerender/hydrate.ts).
  const context = await handler.query(new Request(new URL(pathname, 'http://aboki.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}, not a page`);
  const errors = Object.values(context.errors ?? {});
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(`${pathname} failed`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return inLanguage(data.language, () => {
    // The module-wide catalogue the pages read, set only for this synchronous render.
    seedServiceCatalogue(data.services);
    try {
      return renderToString(
        <StrictMode>
          <AppFrame>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </StrictMode>,
      );
    } finally {
      resetServiceCatalogue();
    }
  });
}

/**
 * The skeleton of a remote's page (its layout, its heading when the page declares one, a spinner
 * where the rest goes), painted before its code arrives.
 */
export function renderSkeleton(
  pathname: string,
  heading?: SkeletonHeading,
  language?: string,
): Promise<string> {
  return inLanguage(language, () =>
    renderToString(
      <StaticRouter location={pathname}>
        <RouteSkeleton pathname={pathname} heading={heading} />
      </StaticRouter>,
    ),
  );
}
