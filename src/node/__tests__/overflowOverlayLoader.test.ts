/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { replaceOverflowOverlay } from '../overflowOverlayLoader';

describe('overflowOverlayLoader', () => {
  it('writes overflow-y: overlay as overflow-y: auto, and leaves everything else', () => {
    expect(replaceOverflowOverlay('.a{overflow-y:auto;overflow-y:overlay;padding:0}.b{overflow-y: overlay}')).toBe(
      '.a{overflow-y:auto;overflow-y:auto;padding:0}.b{overflow-y:auto}',
    );
    expect(replaceOverflowOverlay('.c{overflow:auto;--overlay:1}')).toBe('.c{overflow:auto;--overlay:1}');
  });

  it('leaves no overlay in the DocSearch stylesheet the site imports', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../../node_modules/@docsearch/css/dist/style.css'), 'utf8');
    expect(css).toMatch(/overflow-y:\s*overlay/);
    expect(replaceOverflowOverlay(css)).not.toMatch(/overflow-y:\s*overlay/);
  });
});
