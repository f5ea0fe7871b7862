/** Browser tests: Debian's Chromium (playwright-core) against the production build served as in hosting. */
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.test.ts'],
  ...require('./jest.transform'),
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
  testTimeout: 300000,
  // Two suites at a time against the one server and the one Chromium of globalSetup (two cores).
  maxWorkers: 2,
};
