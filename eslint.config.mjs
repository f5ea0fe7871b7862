import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['public/**', '.cache/**', 'node_modules/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      // Scrollable code blocks and table wrappers (groups) must be reachable by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region', 'group'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser code: Intl's date formatter and collator load ICU's data on first use, 50–90 ms of a phone's
    // main thread before the page responds. Dates and sort orders are made at build time instead
    // (src/utils/dates.ts and the GraphQL fields dateText, year and lastUpdatedText; usedTags for tags).
    files: ['src/theme/**/*.{ts,tsx}', 'src/templates/**/*.{ts,tsx}', 'src/mdx/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}', 'src/contexts/**/*.{ts,tsx}', 'src/search/**/*.{ts,tsx}', 'gatsby-browser.tsx'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          { object: 'Intl', property: 'DateTimeFormat' },
          { object: 'Intl', property: 'Collator' },
          { property: 'localeCompare' },
          { property: 'toLocaleDateString' },
          { property: 'toLocaleTimeString' },
        ].map((rule) => ({ ...rule, message: 'Costs the reader ICU data on the main thread: format or sort at build time (src/utils/dates.ts).' })),
      ],
    },
  },
  {
    // Every component takes its `t` from src/hooks/useTranslation.ts: one `t` for the whole page,
    // which remembers the strings it returned. i18next resolves each call afresh, and an API operation
    // asks for the same labels hundreds of times while it hydrates.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/hooks/useTranslation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['gatsby-plugin-react-i18next', 'react-i18next'].map((name) => ({
            name,
            importNames: ['useTranslation'],
            message: "Import useTranslation from src/hooks/useTranslation.ts: its `t` remembers the strings it returned.",
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tool configuration files are CommonJS modules, loaded with require by the tools themselves.
    files: ['*.config.js', 'jest.transform.js', '.*.cjs', 'src/node/*Loader.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The browser bundle's entry requires each part of Gatsby's runtime in a task of its own:
    // `require` resolves a package as the runtime's own requires do, so each part is its module.
    files: ['src/utils/appEntry.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
