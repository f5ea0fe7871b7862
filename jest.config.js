/** Unit and component tests (jsdom). Browser tests against the build: jest.e2e.config.js. */

module.exports = {
  displayName: 'unit',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  ...require('./jest.transform'),
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/__mocks__/cssModule.js',
    '\\.css$': '<rootDir>/__mocks__/style.ts',
    '^gatsby$': '<rootDir>/__mocks__/gatsby.tsx',
    // jsdom picks yaml's browser build, an ES module; component tests that build API views need the CommonJS one.
    '^yaml$': require.resolve('yaml'),
    // jsdom has no Worker: the search runs in the page there (src/search/workerClient.ts).
    '/spawnWorker$': '<rootDir>/__mocks__/spawnWorker.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // A limit against hangs, not a speed check (speed is in `npm run bench`). Jest's 5 s failed a test
  // that starts worker threads twice on a CI machine that built the site 1.6 times slower than here.
  testTimeout: 30_000,
};
