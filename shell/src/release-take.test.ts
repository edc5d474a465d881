import { watchForReleaseTaking } from './release-take.js';

let watching: ReturnType<typeof watchForReleaseTaking>[] = [];
/** Each test's watch, stopped after it: the next test's document listeners are its own. */
function watch() {
  const taking = watchForReleaseTaking(document);
  watching.push(taking);
  return taking;
}
afterEach(() => {
  for (const taking of watching) taking.stop();
  watching = [];
});

/** What the app's router would do with a click: React listens on the app's root, below document. */
function renderPage() {
  document.body.innerHTML = `
    <div id="root">
      <nav><a href="/services">Services</a> <a href="/help">Help</a>
        <a href="https://elsewhere.example/">Elsewhere</a> <a href="/terms" target="_blank">Terms</a></nav>
      <form aria-label="Contact"><textarea name="message"></textarea><button>Send</button></form>
    </div>`;
  const routed: string[] = [];
  document.getElementById('root')!.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (link) {
      event.preventDefault(); // As React Router's <Link> does: an in-page navigation.
      routed.push(link.getAttribute('href')!);
    }
  });
  return routed;
}

const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

describe('taking a new release at the next navigation', () => {
  it('changes nothing while the release is the page’s own', () => {
    const routed = renderPage();
    watch();
    click(link('Services'));
    expect(routed).toEqual(['/services']);
  });

  it('lets the browser load the page the next link names, on the new release', () => {
    const routed = renderPage();
    watch().releaseChanged();

    const event = click(link('Services'));

    // The router never saw it, and the browser's own navigation (a full page load) was not prevented.
    expect(routed).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('never mid-form: with typing not yet sent, the link stays in the page, and the next one takes the release', () => {
    const routed = renderPage();
    const taking = watch();
    // Typed before the release changed.
    const message = document.querySelector('textarea')!;
    message.value = 'Half-written';
    message.dispatchEvent(new Event('input', { bubbles: true }));
    taking.releaseChanged();

    click(link('Services'));
    expect(routed).toEqual(['/services']);

    click(link('Help'));
    expect(routed).toEqual(['/services']);
  });

  it('a sent form, or one on a page left since, is no longer in progress', () => {
    const routed = renderPage();
    const taking = watch();
    taking.releaseChanged();
    const form = document.querySelector('form')!;
    form.querySelector('textarea')!.dispatchEvent(new Event('input', { bubbles: true }));
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit();

    click(link('Services'));
    expect(routed).toEqual([]);

    form.querySelector('textarea')!.dispatchEvent(new Event('input', { bubbles: true }));
    taking.navigated();
    click(link('Help'));
    expect(routed).toEqual([]);
  });

  it('leaves other clicks to the page: modified, other origins, new tabs', () => {
    const routed = renderPage();
    watch().releaseChanged();

    click(link('Services'), { ctrlKey: true });
    click(link('Elsewhere'));
    click(link('Terms'));
    expect(routed).toEqual(['/services', 'https://elsewhere.example/', '/terms']);
  });
});
