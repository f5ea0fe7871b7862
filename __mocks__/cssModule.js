/** CSS modules in tests: every class name maps to itself, as a namespace import (`import * as styles`). */
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? true : key),
  },
);
