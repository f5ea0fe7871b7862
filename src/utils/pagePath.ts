/**
 * Gatsby's `window.pagePath` (the path of the page the HTML was built for), without a per-page
 * inline script: the build writes the path on `<html>` and this constant script copies it.
 */
export const PAGE_PATH_ATTRIBUTE = 'data-page-path';

export const PAGE_PATH_SCRIPT = `window.pagePath=document.documentElement.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});`;
