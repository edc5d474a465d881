import { jest } from '@jest/globals';
import { digestFor, installIntegrityGate, trustDigests, whenCodeRefused } from './integrity-gate.js';

const SHELL_CHUNK = '/remotes/shell/0.1.0-aa/static/js/bootstrap.1.js';
const DIGEST = 'sha384-shellbootstrap';

beforeAll(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'aboki-integrity';
  block.textContent = JSON.stringify({ [SHELL_CHUNK]: DIGEST });
  document.head.append(block);
  installIntegrityGate();
});

const script = (src: string) => {
  const element = document.createElement('script');
  element.src = src;
  return element;
};

describe('the integrity gate', () => {
  it('knows the shell’s digests from the page and sets them on its chunks', () => {
    expect(digestFor(`http://localhost${SHELL_CHUNK}`)).toBe(DIGEST);
    const element = document.head.appendChild(script(SHELL_CHUNK));
    expect(element.isConnected).toBe(true);
    expect(element.getAttribute('integrity')).toBe(DIGEST);
  });

  it('sets a remote’s digests on its scripts and stylesheets once trusted', () => {
    trustDigests(
      { 'static/js/1.js': 'sha384-one', 'static/css/1.css': 'sha384-css' },
      '/remotes/mfe-auth/1.4.0/',
    );
    const element = document.body.insertBefore(script('/remotes/mfe-auth/1.4.0/static/js/1.js'), null);
    expect(element.getAttribute('integrity')).toBe('sha384-one');
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/remotes/mfe-auth/1.4.0/static/css/1.css';
    document.head.appendChild(link);
    expect(link.getAttribute('integrity')).toBe('sha384-css');
  });

  it('refuses anything under /remotes/ without a digest (or with another): never inserted, fails like a 404', async () => {
    const refused = jest.fn();
    whenCodeRefused(refused);
    const unknown = script('/remotes/mfe-auth/6.6.6/static/js/evil.js');
    const failed = new Promise((resolve) => unknown.addEventListener('error', resolve));
    document.head.appendChild(unknown);
    expect(unknown.isConnected).toBe(false);
    await failed;

    const mismatched = script('/remotes/mfe-auth/1.4.0/static/js/1.js');
    mismatched.setAttribute('integrity', 'sha384-other');
    document.head.appendChild(mismatched);
    expect(mismatched.isConnected).toBe(false);
    expect(refused.mock.calls).toEqual([
      ['http://localhost/remotes/mfe-auth/6.6.6/static/js/evil.js', 'unknown'],
      ['http://localhost/remotes/mfe-auth/1.4.0/static/js/1.js', 'unknown'],
    ]);
  });

  it('leaves everything else alone: other paths, other origins (npm run dev), other elements', () => {
    for (const src of ['/static/js/dev.js', 'http://localhost:3101/remoteEntry.js']) {
      const element = document.head.appendChild(script(src));
      expect(element.isConnected).toBe(true);
      expect(element.hasAttribute('integrity')).toBe(false);
    }
    expect(document.body.appendChild(document.createElement('div')).isConnected).toBe(true);
  });
});
