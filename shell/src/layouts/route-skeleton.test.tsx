import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_DATA_ID, readPageData } from '../prerender/page-data.js';
import { importServerRender } from '../test/server-render.js';
import { InitialLoading, RouteSkeleton } from './root-layout.js';

const { renderSkeleton } = await importServerRender();

const SIGN_IN = { title: 'Sign in', description: 'Sign in to Aboki with your email and password.' };

function dataBlock(value: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify(value);
  document.head.append(block);
  return block;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a remote page's skeleton", () => {
  it("shows the page's heading in the auth card, above the loading state", () => {
    render(
      <MemoryRouter initialEntries={['/sign-in']}>
        <RouteSkeleton pathname="/sign-in" heading={SIGN_IN} />
      </MemoryRouter>,
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(main.getByText(SIGN_IN.description)).toBeInTheDocument();
    expect(main.getByRole('status')).toHaveTextContent('Loading Aboki…');
    // The auth frame, not the site's navigation.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows the heading in the site frame for a site page, and only the loading state without one', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/select-aboki']}>
        <RouteSkeleton pathname="/select-aboki" heading={{ title: 'Choose an Aboki' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose an Aboki' })).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter initialEntries={['/aboki/ada']}>
        <RouteSkeleton pathname="/aboki/ada" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Aboki…');
  });

  it('is the same markup on the server as in the browser', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/sign-in']}>
        <RouteSkeleton pathname="/sign-in" heading={SIGN_IN} />
      </MemoryRouter>,
    );
    // Apart from the comments that keep adjacent text nodes apart for hydration, and the language
    // picker's chosen option: the server marks it `selected`, the browser sets the select's value.
    const server = (await renderSkeleton('/sign-in', SIGN_IN))
      .replaceAll('<!-- -->', '')
      .replace(' selected=""', '');
    expect(server).toBe(container.innerHTML);
  });

  it("keeps the document's heading while the first page of the visit loads", () => {
    dataBlock({ services: [], prerendered: false, heading: SIGN_IN });
    render(
      <MemoryRouter initialEntries={['/sign-in']}>
        <InitialLoading />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(SIGN_IN.description)).toBeInTheDocument();
  });
});

describe("the page's data block", () => {
  it('carries a skeleton heading, and drops one that is not a title with an optional description', () => {
    dataBlock({ services: [], prerendered: false, heading: SIGN_IN });
    expect(readPageData()).toEqual({ services: [], prerendered: false, heading: SIGN_IN });
    document.head.innerHTML = '';
    dataBlock({ services: [], prerendered: false, heading: { title: 'Sign in', description: 3 } });
    expect(readPageData()).toEqual({ services: [], prerendered: false });
    document.head.innerHTML = '';
    dataBlock({ services: [], prerendered: true, heading: '<h1>' });
    expect(readPageData()).toEqual({ services: [], prerendered: true });
  });
});
