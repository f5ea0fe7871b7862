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
});
