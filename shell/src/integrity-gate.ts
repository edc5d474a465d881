// Fail closed: no script or stylesheet under /remotes/ enters the page without the digest publish
// recorded for it. Module Federation's own loads get theirs through the runtime plugin in
// remotes.ts; each build's chunk loader (webpack's __webpack_require__.l, the CSS loader) has no
// hook, so every insertion into the document passes through here. Kept tiny: it is in the entry.

const REMOTES = '/remotes/';

/** URL path → `sha384-…` of every file this page may load from /remotes/. */
const digests = new Map<string, string>();

type RefusedListener = (url: string, reason: 'unknown' | 'failed') => void;
let onRefused: RefusedListener | undefined;
const pending: Parameters<RefusedListener>[] = [];

/** Trusts `files` (path relative to `base` → digest), read from a digest list the page verified. */
export function trustDigests(files: Record<string, string>, base = ''): void {
  for (const [path, digest] of Object.entries(files)) {
    digests.set(new URL(base + path, document.baseURI).pathname, digest);
  }
}

/** The digest of a URL under /remotes/; undefined when the page has no verified digest for it. */
export function digestFor(url: string): string | undefined {
  return digests.get(new URL(url, document.baseURI).pathname);
}

/** Calls `listener` for every refused or failed load (and those that happened before). */
export function whenCodeRefused(listener: RefusedListener): void {
  onRefused = listener;
  for (const args of pending.splice(0)) listener(...args);
}

function refused(url: string, reason: 'unknown' | 'failed') {
  if (onRefused) onRefused(url, reason);
  else pending.push([url, reason]);
}

/** True when `node` may be inserted; sets the expected digest on scripts and stylesheets from /remotes/. */
function admit(node: Node): boolean {
  let url: string;
  if (node instanceof HTMLScriptElement) url = node.src;
  else if (node instanceof HTMLLinkElement && /stylesheet|preload/.test(node.rel)) url = node.href;
  else return true;
  if (!url) return true;
  const parsed = new URL(url, document.baseURI);
  if (parsed.origin !== location.origin || !parsed.pathname.startsWith(REMOTES)) return true;
  const expected = digests.get(parsed.pathname);
  const element = node;
  const declared = element.getAttribute('integrity');
  if (!expected || (declared && declared !== expected)) {
    refused(url, 'unknown');
    // Fails like a network error, so the loader that inserted it reports and retries as usual.
    setTimeout(() => element.dispatchEvent(new Event('error')), 0);
    return false;
  }
  element.setAttribute('integrity', expected);
  // A digest mismatch (or a failed download) ends in this event; the browser runs none of it.
  element.addEventListener('error', () => refused(url, 'failed'), { once: true });
  return true;
}

/** Installs the gate: call once, before any chunk is loaded, with the shell's digests from the page. */
export function installIntegrityGate(doc: Document = document): void {
  const embedded = doc.getElementById('aboki-integrity')?.textContent;
  if (embedded) trustDigests(JSON.parse(embedded) as Record<string, string>);
  const proto = Node.prototype;
  // Called with the node they are patched onto, as the originals are.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { appendChild: append, insertBefore } = proto;
  proto.appendChild = function <T extends Node>(this: Node, node: T): T {
    return admit(node) ? (append.call(this, node) as T) : node;
  };
  proto.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    return admit(node) ? (insertBefore.call(this, node, child) as T) : node;
  };
}
