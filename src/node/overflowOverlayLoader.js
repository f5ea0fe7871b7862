/**
 * Webpack loader for the DocSearch stylesheet (@docsearch/css), which writes `overflow-y: overlay`
 * after `overflow-y: auto` on the modal's result list. `overlay` is not valid CSS (the Nu checker
 * reported it on every page while Gatsby inlined the stylesheet; issue #17), and Chromium made it
 * an alias of `auto` in version 114: `auto` is what every browser already applies. Plain
 * JavaScript, because webpack requires loaders as they are, without TypeScript.
 */
const OVERLAY = /overflow-y\s*:\s*overlay\b/gi;

/** The stylesheet with each `overflow-y: overlay` written as the valid `overflow-y: auto`. */
function replaceOverflowOverlay(css) {
  return css.replace(OVERLAY, 'overflow-y:auto');
}

module.exports = replaceOverflowOverlay;
module.exports.replaceOverflowOverlay = replaceOverflowOverlay;
