import React from 'react';
import type { GatsbySSR } from 'gatsby';
import siteConfig from './site.config';
import { announcementScript } from './src/utils/announcementScript';
import { colorModeScript } from './src/utils/colorModeScript';
import { ColorModeProvider } from './src/contexts/ColorMode';
import { BASE_URL_BANNER_ID, baseUrlBannerScript } from './src/utils/baseUrlBanner';
import { crashStrings } from './src/theme/CrashScreen/strings';
import { wrapPageElement as wrap } from './src/theme/Root';
import { resolveSearchConfig } from './src/node/search';
import { defaultHosts } from './src/search/algolia';
import { codeThemesCss } from './src/theme/CodeBlock/themes';
import { PAGE_PATH_ATTRIBUTE, PAGE_PATH_SCRIPT } from './src/utils/pagePath';
import { addressFixScript } from './src/utils/malformedPath';
import { pendingLayoutScript } from './src/utils/progressiveLayout';

/** Same tree as in the browser, so hydration matches. */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrap;

// At the root, not in Layout: Layout remounts on every navigation, the colour mode must not.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <ColorModeProvider>{element}</ColorModeProvider>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, setPreBodyComponents, setHtmlAttributes, pathname }) => {
  // The page's own path, read by the page-path script below instead of an inline per-page script.
  setHtmlAttributes({ [PAGE_PATH_ATTRIBUTE]: pathname } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
  // Run before first paint: no flash of the wrong colour mode or of a dismissed announcement.
  const search = resolveSearchConfig(siteConfig.search).config;
  setHeadComponents([
    // First: malformed addresses are fixed before any of Gatsby's modules read the address (src/utils/malformedPath.ts).
    <script key="address-fix" dangerouslySetInnerHTML={{ __html: addressFixScript() }} />,
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript(siteConfig.colorMode) }} />,
    <script key="announcement-bar" dangerouslySetInnerHTML={{ __html: announcementScript(siteConfig.announcementBar) }} />,
    // Long pages lay out what is near the screen first, the rest after the page has rendered (src/utils/progressiveLayout.ts).
    <script key="pending-layout" dangerouslySetInnerHTML={{ __html: pendingLayoutScript() }} />,
    // Token colours of the code blocks highlighted at build time, for both colour modes.
    <style key="code-themes" id="code-themes" dangerouslySetInnerHTML={{ __html: codeThemesCss(siteConfig.codeBlocks.theme, siteConfig.codeBlocks.darkTheme) }} />,
    // The hosted search answers faster when the connection to its read host is already open.
    ...(search.provider === 'algolia' && search.appId
      ? [<link key="search-preconnect" rel="preconnect" href={`https://${defaultHosts(search.appId)[0].url}`} crossOrigin="anonymous" />]
      : []),
  ]);
  const message = crashStrings(pathname).baseUrl.replace('{{configured}}', '/');
  setPreBodyComponents([
    <div
      key="base-url-banner"
      id={BASE_URL_BANNER_ID}
      role="alert"
      hidden
      style={{ padding: '1rem', background: '#fff4e0', color: '#5c3900', borderBottom: '2px solid #b45309', fontFamily: 'system-ui, sans-serif' }}
    />,
    <script key="base-url-banner-script" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(message) }} />,
  ]);
};

/**
 * Two changes to what Gatsby writes around every page:
 * - Gatsby writes `window.pagePath="<this page>"` as an inline script that differs on every page,
 *   which a Content-Security-Policy could only allow with one hash per page. The same value is on
 *   `<html>`; one constant script (one hash for the whole site) reads it from there.
 * - Gatsby inlines the whole stylesheet (73 KB) into every page's `<head>`. It is linked instead:
 *   the reader's browser caches one content-hashed file (immutable in `_headers`) for every page,
 *   and each page's HTML is 40 % smaller, which the build pays for in every step that writes,
 *   scans or compresses the pages (a third of a 10× build, README "Speed and size").
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  replaceHeadComponents(getHeadComponents().map(linkGlobalStylesheet));
  replacePostBodyComponents(
    getPostBodyComponents().map((component) =>
      React.isValidElement(component) && (component.props as { id?: string }).id === 'gatsby-script-loader' ? (
        <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} />
      ) : (
        component
      ),
    ),
  );
};

/** Gatsby's inlined global stylesheet (`<style data-href>`) as a `<link>` to the same file; anything else as it is. */
function linkGlobalStylesheet(component: React.ReactNode): React.ReactNode {
  if (!React.isValidElement(component)) return component;
  const props = component.props as { 'data-identity'?: string; 'data-href'?: string };
  if (component.type !== 'style' || props['data-identity'] !== 'gatsby-global-css' || !props['data-href']) return component;
  return <link key={component.key ?? props['data-href']} rel="stylesheet" href={props['data-href']} />;
}
