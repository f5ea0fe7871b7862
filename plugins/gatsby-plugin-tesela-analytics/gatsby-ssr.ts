/**
 * The gtag snippet of gatsby-plugin-google-gtag, unchanged: gtag.js from Google's tag host and
 * the `config` call with IP anonymisation and without the automatic page view (the browser half
 * sends each page view itself).
 */
export { onRenderBody } from 'gatsby-plugin-google-gtag/gatsby-ssr';
