/** The spec's message for a navbar item type no component renders. */
export function unknownTypeMessage(type: unknown, allowed: readonly string[]): string {
  return `No NavbarItem component found for type "${String(type)}". Allowed types: ${allowed.join(', ')}.`;
}

/** The message of a navbar item that failed to render, naming its configuration. */
export function itemFailedMessage(config: string): string {
  return `A navbar item failed to render. Check this item of navbar.items in site.config.ts: ${config}`;
}
