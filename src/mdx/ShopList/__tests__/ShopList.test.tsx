import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import ShopList, { filterPlatforms, normalize } from '..';
import { ShopListProvider, type ShopFeature, type ShopPlatform } from '../context';
import { renderWithLocale } from '../../../test-utils/render';

const features: ShopFeature[] = [
  { id: 'card', label: { es: 'Pago con tarjeta', en: 'Card payments' } },
  { id: 'bizum', label: { es: 'Bizum', en: 'Bizum' } },
  { id: 'subscriptions', label: { es: 'Suscripciones', en: 'Subscriptions' } },
];

const platform = (id: string, name: string, used: string[], minPlatformVersion: string | null = '1.0.0'): ShopPlatform => ({
  id,
  name,
  pluginVersion: '1.2.3',
  minPlatformVersion,
  features: used,
  guide: '/docs/intro_hpp/',
  note: { es: `Nota de ${name}`, en: `Note on ${name}` },
});

const platforms: ShopPlatform[] = [
  platform('prestashop', 'PrestaShop', ['card', 'bizum']),
  platform('woocommerce', 'WooCommerce', ['card', 'bizum', 'subscriptions']),
  platform('commerce', 'Drupal Commerce', ['card']),
  platform('shopify', 'Shopify', ['card'], null),
];

function setup(locale: 'es' | 'en' = 'en') {
  const user = userEvent.setup();
  const result = renderWithLocale(
    <ShopListProvider features={features} platforms={platforms}>
      <ShopList />
    </ShopListProvider>,
    locale,
  );
  const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  return { user, names, container: result.container };
}

describe('normalize and filterPlatforms', () => {
  it('ignores case and accents', () => {
    expect(normalize('  Commércé ')).toBe('commerce');
    expect(filterPlatforms(platforms, 'DRÚPAL', []).map((p) => p.id)).toEqual(['commerce']);
  });

  it('keeps the platforms that support every feature given', () => {
    expect(filterPlatforms(platforms, '', ['bizum']).map((p) => p.id)).toEqual(['prestashop', 'woocommerce']);
    expect(filterPlatforms(platforms, '', ['bizum', 'subscriptions']).map((p) => p.id)).toEqual(['woocommerce']);
    expect(filterPlatforms(platforms, 'shop', ['bizum']).map((p) => p.id)).toEqual(['prestashop']);
  });
});

describe('ShopList', () => {
  it('lists every platform with its versions, features and install guide', () => {
    const { names } = setup('en');
    expect(names()).toEqual(['PrestaShop', 'WooCommerce', 'Drupal Commerce', 'Shopify']);
    expect(screen.getByRole('status')).toHaveTextContent('4 platforms of 4');
    const woo = screen.getByRole('heading', { name: 'WooCommerce' }).closest('li') as HTMLElement;
    expect(within(woo).getByText('1.2.3')).toBeInTheDocument();
    expect(within(woo).getByText('Subscriptions')).toBeInTheDocument();
    expect(within(woo).getByText('Note on WooCommerce')).toBeInTheDocument();
    expect(within(woo).getByRole('link', { name: 'Install guide for WooCommerce' })).toHaveAttribute('href', '/en/docs/intro_hpp/');
    const shopify = screen.getByRole('heading', { name: 'Shopify' }).closest('li') as HTMLElement;
    expect(within(shopify).getByText('Hosted: always the current version')).toBeInTheDocument();
  });

  it('filters by name as the reader types, ignoring case and accents, in a search landmark that is no form', async () => {
    const { user, names } = setup('es');
    // Live filtering submits nothing: a <form> here had no submit button (WCAG H32, pa11y).
    expect(document.querySelector('form')).toBeNull();
    expect(screen.getByRole('search', { name: 'Plataformas de comercio electrónico con plugin de Tesela' })).toContainElement(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar plataforma' }), 'COMMÉRCE');
    expect(names()).toEqual(['WooCommerce', 'Drupal Commerce']);
    expect(screen.getByRole('status')).toHaveTextContent('2 plataformas de 4');
  });

  it('filters by features: a platform must support all the checked ones', async () => {
    const { user, names } = setup('en');
    const group = screen.getByRole('group', { name: 'Features you need' });
    await user.click(within(group).getByRole('checkbox', { name: 'Bizum' }));
    expect(names()).toEqual(['PrestaShop', 'WooCommerce']);
    await user.click(within(group).getByRole('checkbox', { name: 'Subscriptions' }));
    expect(names()).toEqual(['WooCommerce']);
    expect(screen.getByRole('status')).toHaveTextContent('1 platform of 4');
    await user.click(within(group).getByRole('checkbox', { name: 'Bizum' }));
    expect(names()).toEqual(['WooCommerce']);
  });

  it('says when nothing matches, and its button clears the filters and returns the focus to the search', async () => {
    const { user, names } = setup('en');
    await user.click(screen.getByRole('checkbox', { name: 'Subscriptions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for a platform' }), 'shopify');
    expect(names()).toEqual([]);
    expect(screen.getByText('No platform matches the chosen filters.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 platforms of 4');
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(names()).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Search for a platform' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search for a platform' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Subscriptions' })).not.toBeChecked();
  });

  it('is operable with the keyboard alone', async () => {
    const { user, names } = setup('en');
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('presta');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Card payments' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Card payments' })).toBeChecked();
    expect(names()).toEqual(['PrestaShop']);
  });

  it('announces the count politely and has no axe violations', async () => {
    const { container } = setup('es');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('renders an empty list without data', () => {
    renderWithLocale(<ShopList />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('0 platforms of 0');
  });
});
