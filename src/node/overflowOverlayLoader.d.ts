/** See overflowOverlayLoader.js: webpack loads it as JavaScript. */
declare function replaceOverflowOverlay(css: string): string;
declare namespace replaceOverflowOverlay {
  export { replaceOverflowOverlay };
}
export = replaceOverflowOverlay;
