import React from 'react';
import { screen } from '@testing-library/react';
import CodeBlock from '..';
import { parseCodeMeta } from '../meta';
import { renderWithLocale } from '../../../test-utils/render';

describe('CodeBlock', () => {
  it('shows the title and highlights php and bash tokens', () => {
    const { container } = renderWithLocale(
      <CodeBlock className="language-php" metastring='title="Crear un pago" {2}'>
        {'<?php\n$amount = 1250;\necho $amount;\n'}
      </CodeBlock>,
    );
    expect(screen.getByText('Crear un pago')).toBeInTheDocument();
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('.token.variable')).toHaveTextContent('$amount');
    const lines = container.querySelectorAll('pre code > div');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveClass('highlighted');
  });

  it('falls back to plain text for a language Prism does not know', () => {
    const { container } = renderWithLocale(<CodeBlock className="language-cobol">{'MOVE 1 TO X.\n'}</CodeBlock>, 'en');
    expect(container.querySelector('pre')).toHaveAttribute('data-language', 'cobol');
    expect(container.querySelector('pre')).toHaveTextContent('MOVE 1 TO X.');
    expect(container.querySelector('.token.keyword')).toBeNull();
  });
});

describe('parseCodeMeta', () => {
  it('reads titles in either quotes and line ranges', () => {
    expect(parseCodeMeta(`title='x' {1,3-4}`)).toEqual({ title: 'x', highlight: new Set([1, 3, 4]) });
    expect(parseCodeMeta(undefined)).toEqual({ title: undefined, highlight: new Set() });
  });
});
