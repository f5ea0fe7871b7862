import React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import ErrorBoundary from '../ErrorBoundary';
import CrashScreen from '../CrashScreen';
import { crashStrings } from '../CrashScreen/strings';

/**
 * Outermost wrapper of every page (used by gatsby-browser and gatsby-ssr): if even the chrome
 * crashes, the reader still gets the crash screen in the page's language. It stays mounted from page
 * to page, so leaving the page that crashed (a link, Back) renders the next one again.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>): JSX.Element {
  return (
    <ErrorBoundary
      resetKey={props.location.pathname}
      fallback={({ error, tryAgain }) => <CrashScreen error={error} tryAgain={tryAgain} strings={crashStrings(props.location.pathname)} />}>
      {element}
    </ErrorBoundary>
  );
}
