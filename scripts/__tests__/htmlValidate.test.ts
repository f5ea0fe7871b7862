/**
 * @jest-environment node
 */
// html-validate picks its browser build under jsdom's export conditions; the gate runs it in Node.
import { createPageValidator, formatMessage, loadConfig } from '../lib/htmlValidate';

/** A whole page written the way React and Gatsby write it (`charSet`, void elements closed), around some body markup. */
const page = (body: string): string =>
  `<!DOCTYPE html><html lang="es-ES"><head><meta charSet="utf-8"/><title>Página</title></head><body><main>${body}</main></body></html>`;

describe('createPageValidator', () => {
  const validate = createPageValidator();

  it('passes valid markup, including the code blocks and tools as the site now writes them', async () => {
    const codeBlock =
      '<pre class="prism-code language-json" tabindex="0"><code><span class="token-line">{</span><span class="token-line" data-highlighted="true">  <span class="token property">"a"</span>: 1</span><span class="token-line">}</span></code></pre>';
    const tool = '<div role="group" aria-labelledby="t"><p id="t">Conversor</p><label for="a">Importe</label><input id="a" type="text" hidden=""/></div>';
    expect(await validate(page(codeBlock + tool), 'public/ok.html')).toEqual([]);
  });

  it('flags a <div> inside <code>, with the file, line, column and rule', async () => {
    const messages = await validate(page('<pre><code><div class="token-line">x</div></code></pre>'), 'public/docs/x/index.html');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^public\/docs\/x\/index\.html:1:\d+ element-permitted-content <div> element is not permitted as content under <code>$/);
  });

  it('flags a form without a submit button, and accepts one with a submit button', async () => {
    const field = '<label for="q">Buscar</label><input id="q" type="search" name="q"/>';
    const without = await validate(page(`<form action="/search/">${field}</form>`), 'public/form.html');
    expect(without).toEqual([expect.stringMatching(/^public\/form\.html:1:\d+ wcag\/h32 <form> element must have a submit button$/)]);
    expect(await validate(page(`<form action="/search/">${field}<button type="submit">Buscar</button></form>`), 'public/form.html')).toEqual([]);
    // A plain button (type="button") submits nothing: the form still has no submit button.
    expect(await validate(page(`<form action="/search/">${field}<button type="button">Limpiar</button></form>`), 'public/form.html')).toEqual([
      expect.stringContaining(' wcag/h32 '),
    ]);
  });

  it('keeps the rules the configuration turns off, off, and everything else of the recommended preset on', async () => {
    const config = loadConfig();
    expect(config.extends).toEqual(['html-validate:recommended']);
    // Every rule of the configuration is either off (with its reason in the file) or an explicit error.
    for (const [rule, setting] of Object.entries(config.rules ?? {})) {
      expect([rule, Array.isArray(setting) ? setting[0] : setting]).toEqual([rule, expect.stringMatching(/^(off|error)$/)]);
    }
    // An inline style is what React writes for `style={…}`: allowed. A duplicated id is not.
    expect(await validate(page('<p style="color: red">a</p>'), 'public/a.html')).toEqual([]);
    expect(await validate(page('<p id="x">a</p><p id="x">b</p>'), 'public/a.html')).toEqual([expect.stringContaining(' no-dup-id ')]);
  });
});

describe('formatMessage', () => {
  it('writes file:line:col rule-id message', () => {
    expect(formatMessage('public/index.html', { line: 3, column: 14, ruleId: 'no-dup-id', message: 'Duplicate ID "x"' })).toBe('public/index.html:3:14 no-dup-id Duplicate ID "x"');
  });
});
