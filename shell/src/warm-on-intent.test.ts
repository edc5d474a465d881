import { jest } from '@jest/globals';
import type { RouteObject } from 'react-router-dom';
import type { RouteGroup } from './route-groups.js';
import { warmRemotesOnIntent } from './warm-on-intent.js';

function link(href: string, text = 'Go'): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = `<span>${text}</span>`;
  document.body.append(anchor);
  return anchor;
}

const press = (target: Element) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }));

describe('warming a remote when its link is pressed', () => {
  const asked: string[] = [];
  const loadRoutes = (group: RouteGroup) => {
    asked.push(group.app);
    return Promise.resolve([] as RouteObject[]);
  };
  let stop: () => void;

  beforeEach(() => {
    asked.length = 0;
    document.body.innerHTML = '';
    stop = warmRemotesOnIntent(loadRoutes);
  });
  afterEach(() => stop());

  it('starts loading the remote that owns the link, from a press anywhere inside the link', () => {
    press(link('/sign-in').querySelector('span')!);
    press(link('/select-aboki/confirm-request'));
    expect(asked).toEqual(['mfe-auth', 'mfe-requests']);
  });

  it('starts on a mouse resting on the link, not on a finger passing over it', () => {
    const hover = (target: Element, pointerType: string) =>
      target.dispatchEvent(Object.assign(new Event('pointerover', { bubbles: true }), { pointerType }));
    hover(link('/sign-up'), 'touch');
    expect(asked).toEqual([]);
    hover(link('/sign-up'), 'mouse');
    expect(asked).toEqual(['mfe-auth']);
  });

  it('loads nothing for the shell’s own pages, other sites, or a press outside any link', () => {
    press(link('/about'));
    press(link('/'));
    press(link('https://example.com/sign-in'));
    press(document.body);
    expect(asked).toEqual([]);
  });

  it('keeps a load that fails from surfacing as an unhandled rejection', async () => {
    stop();
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const failing = jest.fn((_group: RouteGroup) => Promise.reject(new Error('offline')));
      stop = warmRemotesOnIntent(failing);
      press(link('/sign-up'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('stops listening when told to', () => {
    stop();
    press(link('/sign-in'));
    expect(asked).toEqual([]);
  });
});
