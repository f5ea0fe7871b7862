/** The components authors use in MDX without an import; the build rejects any other capitalised tag. */
export const MDX_COMPONENT_NAMES = ['Admonition', 'Tabs', 'TabItem', 'ApiOperation', 'ApiOverview', 'MinorUnitsConverter', 'ShopList', 'JsonGenerator', 'ResponseCodes', 'ErrorCodes', 'TestData', 'Currencies'] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
