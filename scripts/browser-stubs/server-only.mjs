// Stands in for `cookie` and `set-cookie-parser` in browser bundles. React Router's package
// imports them only for its server runtime (cookies, sessions, response headers), which a
// browser never runs; since react-router is a shared singleton it cannot be tree-shaken, so
// without this stub every visitor would download ~5 KiB of server code.
function serverOnly(name) {
  return () => {
    throw new Error(`${name} is server-only and not part of the browser build`);
  };
}

export const parse = serverOnly('cookie.parse');
export const serialize = serverOnly('cookie.serialize');
export const splitCookiesString = serverOnly('set-cookie-parser.splitCookiesString');
