import type { GatsbyBrowser } from 'gatsby';
import { onRouteUpdate as sendPageView } from 'gatsby-plugin-google-gtag/gatsby-browser';
import { pageViewKey } from '../../src/utils/pageView';

/**
 * One page view per route change, and only when the path, the query or the hash differ from the
 * previous location: Gatsby also reports a route update when a link to the current address is
 * followed (a new history entry), which gatsby-plugin-google-gtag would count again.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = (args, options) => {
  if (args.prevLocation && pageViewKey(args.prevLocation) === pageViewKey(args.location)) return;
  sendPageView(args, options);
};
