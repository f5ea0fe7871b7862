import React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextEncoder } from 'node:util';
import { hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import AnnouncementBar from '..';
import type { SiteConfig } from '../../../../site.config';
import siteConfig from '../../../../site.config';
import { loadStrings, renderWithLocale } from '../../../test-utils/render';
import { STORAGE_KEYS } from '../../../utils/storage';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from '../../../utils/announcementScript';

// The bar takes its configuration from an optional `config` prop that defaults to
// siteConfig.announcementBar; these tests pass their own bars through it.
type Bar = NonNullable<SiteConfig['announcementBar']>;

const bar: Bar = {
  id: 'launch-1',
  text: { es: 'Nueva API de pagos.', en: 'New payments API.' },
  link: { docId: 'api/requests', hash: 'versioning', label: { es: 'Cómo versionar', en: 'How versioning works' } },
  closeable: true,
};

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
});

describe('AnnouncementBar', () => {
  it('does render the text and a localized link in Spanish', () => {
    renderWithLocale(<AnnouncementBar config={bar} />);
    expect(screen.getByText(/Nueva API de pagos\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cómo versionar' })).toHaveAttribute('href', '/docs/api/requests/#versioning');
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  });

  it('does render the text and a localized link in English', () => {
    renderWithLocale(<AnnouncementBar config={bar} />, 'en');
    expect(screen.getByText(/New payments API\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How versioning works' })).toHaveAttribute('href', '/en/docs/api/requests/#versioning');
    expect(screen.getByRole('button', { name: 'Close announcement' })).toBeInTheDocument();
  });

  it('is a landmark of its own, named in the page language, so no content lies outside the landmarks', () => {
    const { unmount } = renderWithLocale(<AnnouncementBar config={bar} />, 'en');
    expect(screen.getByRole('region', { name: 'Announcement' })).toContainElement(screen.getByRole('link', { name: 'How versioning works' }));
    unmount();
    renderWithLocale(<AnnouncementBar config={bar} />, 'es');
    expect(screen.getByRole('region', { name: 'Aviso' })).toBeInTheDocument();
  });

  it('does render a link without hash, and no link when none is configured', () => {
    const { unmount } = renderWithLocale(<AnnouncementBar config={{ ...bar, link: { docId: 'api/index', label: bar.link!.label } }} />, 'en');
    expect(screen.getByRole('link', { name: 'How versioning works' })).toHaveAttribute('href', '/en/docs/api/');
    unmount();
    renderWithLocale(<AnnouncementBar config={{ ...bar, link: undefined }} />);
    expect(screen.getByText('Nueva API de pagos.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('does render nothing without a configured bar', () => {
    const { container } = renderWithLocale(<AnnouncementBar config={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('does use siteConfig.announcementBar by default', () => {
    const { container } = renderWithLocale(<AnnouncementBar />, 'en');
    const configured = siteConfig.announcementBar;
    if (configured) expect(container).toHaveTextContent(configured.text.en);
    else expect(container).toBeEmptyDOMElement();
  });

  it('does store the new id and reset the dismissal on first visit', () => {
    renderWithLocale(<AnnouncementBar config={bar} />);
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementId)).toBe('launch-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementDismissed)).toBe('false');
  });

  it('does hide the bar on close and store the dismissal and the id', async () => {
    const user = userEvent.setup();
    renderWithLocale(<AnnouncementBar config={bar} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText(/Nueva API de pagos/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementDismissed)).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementId)).toBe('launch-1');
    expect(document.documentElement).toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
  });

  it('does keep a dismissed bar hidden after a remount when the id is the same', async () => {
    const user = userEvent.setup();
    const first = renderWithLocale(<AnnouncementBar config={bar} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    first.unmount();
    renderWithLocale(<AnnouncementBar config={bar} />);
    expect(screen.queryByText(/Nueva API de pagos/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementDismissed)).toBe('true');
  });

  it('does show the bar again and reset storage when a dismissal belongs to another id', () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, 'true');
    window.localStorage.setItem(STORAGE_KEYS.announcementId, 'old-bar');
    renderWithLocale(<AnnouncementBar config={bar} />);
    expect(screen.getByText(/Nueva API de pagos/)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementDismissed)).toBe('false');
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementId)).toBe('launch-1');
    expect(document.documentElement).toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'false');
  });

  it('does render no close button and always show a bar that is not closeable', () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, 'true');
    window.localStorage.setItem(STORAGE_KEYS.announcementId, 'launch-1');
    renderWithLocale(<AnnouncementBar config={{ ...bar, closeable: false }} />);
    expect(screen.getByText(/Nueva API de pagos/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does hydrate the server HTML of a dismissed bar without a mismatch, then remove it', async () => {
    // react-dom/server's browser build needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, 'true');
    window.localStorage.setItem(STORAGE_KEYS.announcementId, 'launch-1');
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'es', resources: loadStrings(), ns: ['chrome'], defaultNS: 'chrome', initImmediate: false });
    const context = {
      language: 'es',
      languages: ['es', 'en'],
      defaultLanguage: 'es',
      routed: false,
      originalPath: '/',
      path: '/',
      siteUrl: 'https://developers.tesela.example',
      generateDefaultLanguagePage: false,
    };
    const ui = (
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={context}>
          <AnnouncementBar config={bar} />
        </I18nextContext.Provider>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    // The server renders the bar; the pre-paint attribute is what hides it.
    expect(container).toHaveTextContent('Nueva API de pagos.');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, ui);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container).toBeEmptyDOMElement();
    act(() => root?.unmount());
    container.remove();
  });
});
