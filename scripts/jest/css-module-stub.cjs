// CSS Modules in Jest: every class name maps to itself, so tests can see which classes apply.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
