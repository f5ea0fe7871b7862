/**
 * Whole-site checks of the production build in public/: every page's static HTML (links and
 * anchors, markup and accessibility rules that need no layout, SEO, locales, routes over HTTP).
 * No browser: they cost milliseconds a page. Layout and script checks: jest.e2e.config.js.
 */
module.exports = {
  displayName: 'site',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/site'],
  testMatch: ['**/*.test.ts'],
  ...require('./jest.transform'),
  testTimeout: 300000,
  maxWorkers: 2,
};
