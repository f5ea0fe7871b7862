import React from 'react';
import type { NavbarModelItem, ResolvedNavbarItem } from './types';
import { itemFailedMessage, unknownTypeMessage } from './errors';
import LinkItem from './items/LinkItem';
import DropdownItem from './items/DropdownItem';
import HtmlItem from './items/HtmlItem';
import LocaleDropdownItem from './items/LocaleDropdownItem';
import VersionDropdownItem from './items/VersionDropdownItem';
import SearchBar from '../SearchBar';

export interface Props {
  model: NavbarModelItem;
  mobile?: boolean;
  twinRoute: string | null;
  activeSidebar?: string | null;
}

type Renderer = (item: ResolvedNavbarItem, props: Omit<Props, 'model'>) => JSX.Element;

/** One renderer per resolved item kind. */
const RENDERERS: Record<string, Renderer> = {
  link: (item, { activeSidebar }) => <LinkItem link={item as Extract<ResolvedNavbarItem, { kind: 'link' }>} activeSidebar={activeSidebar} />,
  dropdown: (item, { mobile }) => {
    const { label, items } = item as Extract<ResolvedNavbarItem, { kind: 'dropdown' }>;
    return <DropdownItem label={label} items={items} mobile={mobile} />;
  },
  html: (item) => <HtmlItem html={(item as Extract<ResolvedNavbarItem, { kind: 'html' }>).html} />,
  docsVersionDropdown: (item, { mobile }) => (
    <VersionDropdownItem versions={(item as Extract<ResolvedNavbarItem, { kind: 'docsVersionDropdown' }>).versions} mobile={mobile} />
  ),
  localeDropdown: (_item, { twinRoute, mobile }) => <LocaleDropdownItem twinRoute={twinRoute} mobile={mobile} />,
  search: (item) => <SearchBar config={(item as Extract<ResolvedNavbarItem, { kind: 'search' }>).search} />,
};

/** The renderer of a kind; an unknown kind is a configuration error named by the spec's message. */
export function rendererFor(kind: string): Renderer {
  const renderer = RENDERERS[kind];
  if (!renderer) throw new Error(unknownTypeMessage(kind, Object.keys(RENDERERS)));
  return renderer;
}

class ItemBoundary extends React.Component<{ config: string; children: React.ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    // Rethrown with the item's configuration so the crash screen names what to fix.
    if (this.state.error) throw new Error(itemFailedMessage(this.props.config), { cause: this.state.error });
    return this.props.children;
  }
}

function RenderedItem({ model, ...props }: Props): JSX.Element {
  try {
    return rendererFor(model.item.kind)(model.item, props);
  } catch (error) {
    // Server rendering has no error boundaries: a failing item fails the build, naming its configuration.
    throw new Error(itemFailedMessage(model.config), { cause: error });
  }
}

/** A navbar item from the site configuration, in the bar or in the mobile drawer. */
export default function NavbarItem(props: Props): JSX.Element {
  return (
    <ItemBoundary config={props.model.config}>
      <RenderedItem {...props} />
    </ItemBoundary>
  );
}
