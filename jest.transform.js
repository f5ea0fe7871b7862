/**
 * The transform of the three jest projects. SWC strips TypeScript file by file (the typecheck is
 * `npm run typecheck`) and hoists jest.mock above the imports; a cold run of the unit tests took
 * 82 s with ts-jest's transpiler and takes 64 s with it. It also turns the ES-module-only packages
 * of the MDX pipeline (unified, remark, hast…) into CommonJS, which jest's module system needs:
 * `esmPackages` lists them, read from node_modules (`"type": "module"`) so a new one needs no edit.
 */
const fs = require('node:fs');
const path = require('node:path');

const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax }, transform: { react: { runtime: 'classic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** The names of the installed packages that are ES modules only (nested copies included). */
function esmPackages(root = path.join(__dirname, 'node_modules'), names = new Set()) {
  if (!fs.existsSync(root)) return names;
  for (const entry of fs.readdirSync(root)) {
    const dirs = entry.startsWith('@') ? fs.readdirSync(path.join(root, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const dir of dirs) {
      try {
        if (JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).type === 'module') names.add(dir);
      } catch {
        // Not a package (.bin, .package-lock.json).
      }
      esmPackages(path.join(root, dir, 'node_modules'), names);
    }
  }
  return names;
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  transform: { '^.+\\.tsx?$': swc('typescript'), '^.+\\.m?js$': swc('ecmascript') },
  // node_modules is left as it is, except the ES-module-only packages.
  transformIgnorePatterns: [`/node_modules/(?!(${[...esmPackages()].map(escape).join('|')})/)`],
};
