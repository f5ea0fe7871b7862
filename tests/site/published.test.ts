import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../src/node/files';
import { PUBLIC_DIR } from './built';

describe('what the public site carries', () => {
  const files = filesUnder(PUBLIC_DIR).map((file) => path.relative(PUBLIC_DIR, file));

  it('has no source maps and no webpack.stats.json', () => {
    expect(files.filter((file) => file.endsWith('.map') || file === 'webpack.stats.json')).toEqual([]);
  });

  it('has no script or stylesheet that points DevTools to a map it would not find', () => {
    const pointing = files
      .filter((file) => /\.(js|css)$/.test(file))
      .filter((file) => /[#@] sourceMappingURL=/.test(fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8')));
    expect(pointing).toEqual([]);
  });
});
