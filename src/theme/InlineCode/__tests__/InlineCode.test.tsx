import React from 'react';
import { render } from '@testing-library/react';
import InlineCode, { breakPoints } from '..';

describe('InlineCode', () => {
  it('offers breaks between the parts of a hostname, a path and an identifier, never inside a word', () => {
    expect(breakPoints('https://api.sandbox.tesela.example/payment/v1/payments')).toEqual([
      'https://',
      'api',
      '.sandbox',
      '.tesela',
      '.example/',
      'payment/',
      'v1/',
      'payments',
    ]);
    expect(breakPoints('idempotency_conflict_error')).toEqual(['idempotency_', 'conflict_', 'error']);
    expect(breakPoints('merchantReference')).toEqual(['merchantReference']);
    expect(breakPoints('a.b')).toEqual(['a.b']);
  });

  it('renders the text unchanged for reading and copying, with <wbr> between the parts', () => {
    const { container } = render(<InlineCode>{'https://api.sandbox.tesela.example/x'}</InlineCode>);
    const code = container.querySelector('code') as HTMLElement;
    expect(code.textContent).toBe('https://api.sandbox.tesela.example/x');
    expect(code.querySelectorAll('wbr').length).toBeGreaterThan(2);
    expect(code.innerHTML).not.toMatch(/exa<wbr>mple/);
  });

  it('keeps a one-word code on one line with no element inside, and words of longer code in their own', () => {
    const { container } = render(
      <p>
        <InlineCode className="name">merchantReference</InlineCode> <InlineCode>{'POST /payments'}</InlineCode>
      </p>,
    );
    const [word, phrase] = Array.from(container.querySelectorAll('code'));
    expect(word.className).toBe('name code-part');
    expect(word.children).toHaveLength(0);
    expect(word.textContent).toBe('merchantReference');
    expect(phrase.className).toBe('');
    expect(Array.from(phrase.querySelectorAll('.code-part'), (part) => part.textContent)).toEqual(['POST', '/payments']);
    expect(phrase.textContent).toBe('POST /payments');
  });
});
