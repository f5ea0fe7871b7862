/** @jest-environment node */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Seo, { localizedHead, type LocalizedPageContext } from '..';
import type { Locale } from '../../../utils/locale';

interface Data {
  titles: Record<Locale, string>;
}
interface Context extends LocalizedPageContext {
  slug: string;
}

const data: Data = { titles: { es: 'Etiquetas', en: 'Tags' } };
const Head = localizedHead<Data, Context>((d, locale, { slug }) => ({
  title: d.titles[locale],
  description: `${slug} (${locale})`,
  route: locale === 'en' ? `/en/${slug}/` : `/${slug}/`,
  noindex: true,
  children: <meta name="x-test" content={slug} />,
}));
const head = (pageContext: Context) =>
  renderToStaticMarkup(<Head data={data} pageContext={pageContext} location={{ pathname: '/ignored/' }} params={{}} serverData={{}} />);

describe('localizedHead', () => {
  it('gives Seo the locale and twin of the page context and what the template says of the page in that locale', () => {
    expect(head({ language: 'en', twinRoute: '/tags/', slug: 'tags' })).toBe(
      renderToStaticMarkup(
        <Seo locale="en" title="Tags" description="tags (en)" route="/en/tags/" twinRoute="/tags/" noindex>
          <meta name="x-test" content="tags" />
        </Seo>,
      ),
    );
  });

  it('reads a language it does not know as the default locale, as the templates did', () => {
    expect(head({ language: 'fr', twinRoute: null, slug: 'tags' })).toBe(
      renderToStaticMarkup(
        <Seo locale="es" title="Etiquetas" description="tags (es)" route="/tags/" twinRoute={null} noindex>
          <meta name="x-test" content="tags" />
        </Seo>,
      ),
    );
  });
});
