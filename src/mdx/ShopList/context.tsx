import React, { createContext, useContext } from 'react';
import type { ShopFeature, ShopPlatform } from '../../node/shoplist';

export type { ShopFeature, ShopPlatform };

export interface ShopListData {
  features: ShopFeature[];
  platforms: ShopPlatform[];
}

const ShopListContext = createContext<ShopListData>({ features: [], platforms: [] });

/** Gives <ShopList /> the platforms the doc template queried (only on pages that render it). */
export function ShopListProvider({ features, platforms, children }: ShopListData & { children: React.ReactNode }): JSX.Element {
  const value = React.useMemo(() => ({ features, platforms }), [features, platforms]);
  return <ShopListContext.Provider value={value}>{children}</ShopListContext.Provider>;
}

export function useShopList(): ShopListData {
  return useContext(ShopListContext);
}
