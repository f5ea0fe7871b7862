/** @jest-environment node */
import { esbuildCssMinify, esbuildTargets } from '../cssMinify';

describe('esbuildTargets', () => {
  it("takes each engine's oldest version, a range from its start, and names Safari on iOS as esbuild does", () => {
    expect(esbuildTargets(['chrome 120', 'chrome 100', 'and_chr 130', 'ios_saf 15.2-15.3', 'ios_saf 17.0', 'firefox 115', 'edge 120'])).toEqual(['chrome100', 'edge120', 'firefox115', 'ios15.2']);
  });

  it('leaves out the browsers esbuild has no engine for', () => {
    expect(esbuildTargets(['kaios 3.0-3.1', 'and_uc 15.5', 'samsung 25', 'safari 17.4'])).toEqual(['safari17.4']);
  });

  it("reads the site's own query", () => {
    const targets = esbuildTargets('defaults and supports es6-module');
    expect(targets.map((target) => target.replace(/[\d.]+$/, ''))).toEqual(expect.arrayContaining(['chrome', 'firefox', 'ios', 'safari']));
    for (const target of targets) expect(target).toMatch(/^[a-z]+\d+(\.\d+)*$/);
  });
});

describe('esbuildCssMinify', () => {
  it('minifies for the targets, keeps the characters the stylesheet has, and returns no warning for valid CSS', async () => {
    const minify = esbuildCssMinify(['chrome100']);
    await expect(minify({ 'styles.css': 'a::before {\n  content: "»";\n  color: #FFFFFF;\n}\n' })).resolves.toEqual({ code: 'a:before{content:"»";color:#fff}\n', warnings: [] });
  });

  it('lowers what the targets cannot read', async () => {
    const { code } = await esbuildCssMinify(['chrome100'])({ 'styles.css': '.a { .b { color: red } }' });
    expect(code).toBe('.a .b{color:red}\n');
  });

  it('says where a warning is, from line and column 1', async () => {
    const { warnings } = await esbuildCssMinify(['chrome100'])({ 'styles.css': '.a {\n  colr: red;\n}\n' });
    expect(warnings).toEqual(['"colr" is not a known CSS property (line 2, column 3)']);
  });
});
