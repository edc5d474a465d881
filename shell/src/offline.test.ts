import { OFFLINE_TEXT, showWhileOffline } from './offline.js';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  setOnline(true);
  document.body.innerHTML = '';
});

describe('the offline notice', () => {
  it('shows "You are offline" while the network is gone, and goes when it is back', () => {
    setOnline(true);
    showWhileOffline();
    expect(document.querySelector('[role="status"]')).toBeNull();

    setOnline(false);
    const notice = document.querySelector('[role="status"]');
    expect(notice).toHaveTextContent(/^You are offline\./);
    expect(notice).toHaveTextContent(OFFLINE_TEXT);

    // Another "offline" event does not add a second notice.
    setOnline(false);
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);

    setOnline(true);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('shows at once when the page opens offline', () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    showWhileOffline();
    expect(document.querySelector('[role="status"]')).toHaveTextContent('You are offline.');
  });
});
