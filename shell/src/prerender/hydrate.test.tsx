import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { resetServiceCatalogue, seedServiceCatalogue } from 'shared';
import { App } from '../app.js';
import { CONTACT_DRAFT_KEY } from '../pages/contact-draft.js';
import { createAppRouter, createAppRoutes } from '../router.js';
import { CATALOGUE, fakeRemotes } from '../test/render-shell.js';
import { importServerRender } from '../test/server-render.js';
import { resolveLazyRoutes } from './hydrate.js';

const { renderPage } = await importServerRender();

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
  jest.restoreAllMocks();
});

/** The server's markup of `rendered`, hydrated at `path` as bootstrap.tsx does; the mismatches React reports. */
async function hydrateAt(path: string, rendered = path, betweenRenderAndHydration = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = await renderPage(rendered, { services: [...CATALOGUE] });
  document.body.append(container);
  betweenRenderAndHydration();
  window.history.replaceState(null, '', path);
  const routes = createAppRoutes();
  await resolveLazyRoutes(routes, path);
  const router = createAppRouter(fakeRemotes, routes, { hydrate: true });
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { container, mismatches };
}

describe('hydrating a prerendered page', () => {
  it('finds the contact page as the server rendered it, with a draft in the tab, and shows the draft', async () => {
    sessionStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: 'Ada Obi', email: '', phone: '', message: 'Written offline' }),
    );
    const { container, mismatches } = await hydrateAt('/contact');
    expect(mismatches).toEqual([]);
    // The draft fills the fields through react-hook-form's refs, not the markup hydrated.
    expect(container.querySelector('input[name="name"]')).toHaveValue('Ada Obi');
    expect(container.querySelector('textarea[name="message"]')).toHaveValue('Written offline');
  });

  it('keeps what was typed into the prerendered contact form before React ran, as the form’s own values', async () => {
    const { container } = await hydrateAt('/contact', '/contact', () => {
      // A slow phone: the page is there, its code is not, and the person is already typing.
      const typed = (selector: string, value: string) => {
        (document.querySelector(selector) as HTMLInputElement).value = value;
      };
      typed('input[name="name"]', 'Tunde Bakare');
      typed('textarea[name="message"]', 'Help me');
    });
    expect(container.querySelector('input[name="name"]')).toHaveValue('Tunde Bakare');
    expect(container.querySelector('textarea[name="message"]')).toHaveValue('Help me');
    // The form counts what is on screen, so its checks and the message sent are what was typed.
    expect(container.textContent).toContain('7 of 2000 used');
  });

  it("keeps a prerendered form's submit button disabled until React runs the page, and enabled after", async () => {
    for (const path of ['/contact', '/']) {
      const markup = await renderPage(path, { services: [...CATALOGUE] });
      // The browser would submit it by itself (a GET with the message in the address): not before hydration.
      expect(markup).toMatch(/<button type="submit" disabled="" class="[^"]*">/);
      // As the bootstrap does with the page's data block: the home page shows the catalogue.
      const { container, mismatches } = await hydrateAt(path, path, () =>
        seedServiceCatalogue([...CATALOGUE]),
      );
      resetServiceCatalogue();
      expect(mismatches).toEqual([]);
      expect(container.querySelector('button[type="submit"]')).toBeEnabled();
      act(() => root?.unmount());
      root = undefined;
      document.body.innerHTML = '';
    }
  });

  it('takes up a choice made on the home page before React ran it', async () => {
    const { container, mismatches } = await hydrateAt('/', '/', () => {
      seedServiceCatalogue([...CATALOGUE]);
      const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
      select('service').value = CATALOGUE[0].slug;
      select('state').value = 'Lagos';
    });
    resetServiceCatalogue();
    expect(mismatches).toEqual([]);
    await act(async () => {});
    expect(container.querySelector('select[name="service"]')).toHaveValue(CATALOGUE[0].slug);
    expect(container.querySelector('select[name="state"]')).toHaveValue('Lagos');
    // The state's LGAs are offered: the choice is React's now, not only the markup's.
    expect(container.querySelector('select[name="lga"]')).toBeEnabled();
    expect(container.querySelectorAll('select[name="lga"] option').length).toBeGreaterThan(10);
  });

  it('mismatches when the markup is another page’s (why an offline stand-in is not hydrated)', async () => {
    const { mismatches } = await hydrateAt('/contact', '/');
    expect(mismatches).not.toEqual([]);
  });

  it('hydrates a page prerendered on New Year’s Eve on New Year’s Day, and then shows the new year', async () => {
    const year = jest.spyOn(Date.prototype, 'getFullYear').mockReturnValue(2026);
    const { container, mismatches } = await hydrateAt('/about', '/about', () => year.mockReturnValue(2027));
    expect(mismatches).toEqual([]);
    expect(container.querySelector('footer')).toHaveTextContent('© 2027 Aboki.');
  });
});
