/** Two projects: `unit` (pure logic and components in jsdom) and `e2e` (Chromium against the built site). */
const tsJest = ['ts-jest', { tsconfig: { jsx: 'react', esModuleInterop: true, isolatedModules: true }, isolatedModules: true }];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/scripts'],
      testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: {
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/__mocks__/style.ts',
        '^gatsby$': '<rootDir>/__mocks__/gatsby.tsx',
      },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
      testTimeout: 120000,
    },
  ],
};
