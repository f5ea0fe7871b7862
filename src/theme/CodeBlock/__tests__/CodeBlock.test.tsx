import React from 'react';
import { screen } from '@testing-library/react';
import CodeBlock from '..';
import { parseCodeMeta } from '../meta';
import { highlightCode } from '../highlight';
import { renderWithLocale } from '../../../test-utils/render';

describe('CodeBlock', () => {
  it('shows the title and the lines highlighted at build time, php and bash tokens included', () => {
    const code = '<?php\n$amount = 1250;\necho $amount;';
    const { container } = renderWithLocale(
      <CodeBlock className="language-php" metastring='title="Crear un pago" {2}' html={highlightCode(code, 'php', new Set([2]))}>
        {`${code}\n`}
      </CodeBlock>,
    );
    expect(screen.getByText('Crear un pago')).toBeInTheDocument();
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('.token.variable')).toHaveTextContent('$amount');
    // The lines are spans: <code> admits phrasing content only.
    const lines = container.querySelectorAll('pre code > span.token-line');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveAttribute('data-highlighted', 'true');
    expect(container.querySelector('pre')).toHaveTextContent('echo $amount;');

    const bash = renderWithLocale(<CodeBlock className="language-bash" html={highlightCode('curl -X POST "$URL"', 'bash')}>{'curl -X POST "$URL"'}</CodeBlock>);
    expect(bash.container.querySelector('.token.function')).toHaveTextContent('curl');
  });

  it('falls back to plain text for a language Prism does not know, and without build-time HTML', () => {
    const { container } = renderWithLocale(<CodeBlock className="language-cobol" html={highlightCode('MOVE 1 TO X.', 'cobol')}>{'MOVE 1 TO X.\n'}</CodeBlock>, 'en');
    expect(container.querySelector('pre')).toHaveAttribute('data-language', 'cobol');
    expect(container.querySelector('pre')).toHaveTextContent('MOVE 1 TO X.');
    expect(container.querySelector('.token.keyword')).toBeNull();
    const plain = renderWithLocale(<CodeBlock className="language-php" metastring="{1}">{'<b>&\n'}</CodeBlock>, 'en');
    expect(plain.container.querySelector('pre code')!.innerHTML).toBe('<span class="token-line" data-highlighted="true">&lt;b&gt;&amp;</span>');
  });

  it('writes only phrasing content inside <code>, each token class once', () => {
    const php = highlightCode('<?php\n$amount = $order->total;\n\necho "$amount";', 'php', new Set([2]));
    const code = document.createElement('code');
    code.innerHTML = php;
    // <code> may hold text and phrasing elements only (a <div> there is invalid HTML).
    const blocks = [...code.querySelectorAll('*')].filter((el) => el.tagName !== 'SPAN');
    expect(blocks.map((el) => el.tagName)).toEqual([]);
    expect(code.querySelectorAll(':scope > span.token-line')).toHaveLength(4);

    // bash nests a variable in a string in a command substitution (itself a variable): the class
    // list of that token named "variable" twice, which html-validate reports (no-dup-class).
    code.innerHTML = highlightCode('SIG=$(echo -n "$BODY" | openssl dgst --hmac "$KEY")', 'bash');
    const tokens = [...code.querySelectorAll('.token')];
    expect(tokens.filter((el) => el.classList.contains('string') && el.classList.contains('variable')).length).toBeGreaterThan(0);
    for (const el of tokens) {
      const classes = el.getAttribute('class')!.split(' ');
      expect(classes).toEqual([...new Set(classes)]);
    }
  });

  it('keeps empty lines and escapes the code', () => {
    const html = highlightCode('a = "<x>"\n\nb', 'python');
    expect(html.match(/class="token-line"/g)).toHaveLength(3);
    expect(html).toContain('&lt;x&gt;');
    expect(html).not.toContain('<x>');
  });
});

describe('parseCodeMeta', () => {
  it('gives the block its number of lines, the height it keeps while the browser skips it off screen', () => {
    const { container } = renderWithLocale(<CodeBlock className="language-json">{'{\n  "amount": 1250\n}\n'}</CodeBlock>, 'en');
    const block = container.firstElementChild as HTMLElement;
    expect(block.contains(container.querySelector('pre'))).toBe(true);
    // The trailing newline of a fence is not a line of its own.
    expect(block.style.getPropertyValue('--code-lines')).toBe('3');
  });

  it('reads titles in either quotes and line ranges', () => {
    expect(parseCodeMeta(`title='x' {1,3-4}`)).toEqual({ title: 'x', highlight: new Set([1, 3, 4]) });
    expect(parseCodeMeta(undefined)).toEqual({ title: undefined, highlight: new Set() });
  });
});
