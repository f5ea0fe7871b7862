/**
 * The wrong-base-URL banner: hidden in every page's HTML, shown by a small script when the
 * page loaded but the site's JavaScript never started (typically because the site is served
 * under a path prefix it was not built for, so every asset 404s). It suggests the prefix the
 * address implies, from the page's path (`data-page-path` on `<html>`, see src/utils/pagePath.ts).
 */
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

/**
 * The global the production bundle's entry sets as soon as its script runs (src/utils/appEntry.js),
 * before the runtime starts, a part at a time, in later tasks: the page's load event may come first.
 * `gatsby develop` starts its runtime at once, which sets `___navigate`.
 */
export const APP_STARTED = '___teselaAppStarted';

/** The script that reveals the banner; `message` contains `{{suggested}}`. */
export function baseUrlBannerScript(message: string): string {
  return `(function(){window.addEventListener('load',function(){setTimeout(function(){if(window[${JSON.stringify(APP_STARTED)}]||typeof window.___navigate!=='undefined')return;var b=document.getElementById(${JSON.stringify(
    BASE_URL_BANNER_ID,
  )});if(!b)return;var p=window.location.pathname,r=document.documentElement.getAttribute('data-page-path')||'/',s='/';if(r!=='/'&&p.slice(-r.length)===r){s=p.slice(0,p.length-r.length)+'/';}else if(r==='/'){s=p.charAt(p.length-1)==='/'?p:p+'/';}b.textContent=${JSON.stringify(
    message,
  )}.replace('{{suggested}}',s);b.hidden=false;},0);});})();`;
}
