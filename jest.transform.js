/**
 * The TypeScript transform of the three jest projects. SWC strips the types file by file (the
 * typecheck is `npm run typecheck`) and hoists jest.mock above the imports; a cold run of the unit
 * tests took 82 s with ts-jest's transpiler and takes 64 s with it.
 */
module.exports = {
  '^.+\\.tsx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'classic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
};
