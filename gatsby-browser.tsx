import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
// Global styles load once for the whole site, before any page component.
import './src/theme/global.css';
import './src/theme/darkTheme.css';
import './src/theme/ProgressBar/progress.css';
import { ColorModeProvider } from './src/contexts/ColorMode';
import { finishRouteProgress, startProgressOnNavigate } from './src/utils/progressBar';
import { wrapPageElement as wrap } from './src/theme/Root';
import { hydrateAsTransition } from './src/utils/hydrate';
import { restoreReaderAddress } from './src/utils/malformedPath';
import { layOutInSlices } from './src/utils/progressiveLayout';
import { keepHashTargetInView } from './src/utils/hashTarget';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrap;

// At the root, not in Layout: Layout remounts on every navigation, the colour mode must not.
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <ColorModeProvider>{element}</ColorModeProvider>;

// A link to another page's heading: the heading stays in view while the page's lazily loaded parts
// render (src/utils/hashTarget.ts). Not on Back and Forward, where Gatsby restores the position the
// reader left (the browser fires popstate for those, and for a jump within the page).
let stopKeepingHashTarget = (): void => undefined;
let traversing = false;
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  finishRouteProgress();
  stopKeepingHashTarget();
  if (prevLocation && location.hash && !traversing) stopKeepingHashTarget = keepHashTargetInView(window, location.hash);
  traversing = false;
};

// Hydration in time slices instead of one long task (see src/utils/hydrate.ts). Gatsby's type for this
// API is still ReactDOM.render's legacy signature.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateAsTransition as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

// Malformed addresses (src/utils/malformedPath.ts, issue 17): the inline script of gatsby-ssr has
// started loading the address with duplicate slashes collapsed (Gatsby waits on the pending promise
// meanwhile), or has let Gatsby start on the Page Not Found's own path: the reader's address is put
// back once that page has rendered.
// The progress bar appears only when a route change takes longer than 200 ms. Its delay starts when
// Gatsby starts navigating, not in onPreRouteUpdate: that one runs only once the page has loaded.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  startProgressOnNavigate();
  window.addEventListener('popstate', () => {
    traversing = true;
  });
  return window.location.pathname.includes('//') ? new Promise<never>(() => undefined) : undefined;
};
// The blocks of a long page that a phone left unrendered off screen are laid out in slices once the
// page has rendered (src/utils/progressiveLayout.ts). Started earlier, in onClientEntry, the slices
// lengthened the tasks of hydration that they fell between.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  restoreReaderAddress();
  layOutInSlices(document);
};
