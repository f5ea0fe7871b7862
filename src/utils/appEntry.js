/**
 * The browser bundle's entry (src/node/gatsby/webpack.ts): Gatsby's runtime (.cache/production-app),
 * started a part at a time, each part a task of its own.
 *
 * Run as Gatsby's entry, the app chunk's script was compiled and every module of the runtime ran in
 * the one task that evaluated it: React DOM, the router, i18next and the plugins' browser code. At
 * 43 ms on this machine, Lighthouse's fourfold CPU slowdown made it the longest task after the first
 * paint on every page, 120 ms of blocking time. Here the script's own task only registers the
 * modules; then each part below runs in a task of its own, the heaviest dependencies first, and the
 * runtime last. A module runs once, so requiring it first only moves its cost to an earlier task.
 * Each part must name a module the runtime itself loads (the same file, so the same module), or
 * the bundle would carry a second copy: tests/site/appEntry.test.ts checks it on the build.
 *
 * Plain JavaScript with `require`: a package resolves as it does for the runtime's own CommonJS
 * requires (gatsby-plugin-react-i18next requires i18next's CommonJS build; an `import` would pick
 * its ES module build, a second copy).
 */
// The page's script has started: the wrong-base-URL banner stays hidden (src/utils/baseUrlBanner.ts).
window[require('./baseUrlBanner').APP_STARTED] = true;

const PARTS = [
  () => require('react-dom/client'),
  () => require('i18next'),
  () => require('react-i18next'),
  () => require('@gatsbyjs/reach-router'),
  () => require('gatsby-link'),
  () => require('gatsby'),
  () => require('gatsby-plugin-react-i18next/gatsby-browser'),
  () => require('../../gatsby-browser'),
  () => require('../../.cache/production-app'),
];

// A message to itself is a new task without the 4 ms a nested timer waits from its fifth level.
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  PARTS.shift()();
  if (PARTS.length > 0) channel.port2.postMessage(null);
};
channel.port2.postMessage(null);
