import React from 'react';
import { screen } from '@testing-library/react';
import Link from '..';
import { stripHtmlSuffix } from '../../../utils/locale';
import { renderWithLocale } from '../../../test-utils/render';

describe('Link', () => {
  it('localizes root paths written without a locale prefix', () => {
    renderWithLocale(<Link href="/docs/api/requests/#idempotency">idempotency</Link>, 'en');
    expect(screen.getByRole('link', { name: 'idempotency' })).toHaveAttribute('href', '/en/docs/api/requests/#idempotency');
  });

  it('leaves Spanish paths and already localized paths as they are', () => {
    renderWithLocale(
      <>
        <Link href="/docs/">es</Link>
        <Link href="/en/docs/">en</Link>
      </>,
      'es',
    );
    expect(screen.getByRole('link', { name: 'es' })).toHaveAttribute('href', '/docs/');
    expect(screen.getByRole('link', { name: 'en' })).toHaveAttribute('href', '/en/docs/');
  });

  it('keeps in-page anchors and external links plain, external ones with rel', () => {
    renderWithLocale(
      <>
        <Link href="#flow">flow</Link>
        <Link href="https://dashboard.tesela.example">dashboard</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'flow' })).toHaveAttribute('href', '#flow');
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('stripHtmlSuffix', () => {
  it('strips a trailing .html or /index.html, keeping the query and hash', () => {
    expect(stripHtmlSuffix('/docs/api/requests.html#idempotency')).toBe('/docs/api/requests/#idempotency');
    expect(stripHtmlSuffix('/docs/api/index.html?x=1')).toBe('/docs/api/?x=1');
    expect(stripHtmlSuffix('/docs/api/')).toBe('/docs/api/');
  });
});
