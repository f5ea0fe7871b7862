import type { SiteConfig } from '../../site.config';
import { STORAGE_KEYS } from './storage';

/**
 * The attribute the pre-paint script sets on <html>; the announcement bar's CSS hides the
 * server-rendered bar while it is "true", so a dismissed bar never flashes before hydration.
 */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** A JSON string literal that is also safe inside an inline <script> and valid ES5 source. */
function literal(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The inline <head> script (ES5, self-contained, no globals leaked) that marks <html> with
 * `data-announcement-bar-initially-dismissed="true|false"` before the first paint.
 *
 * The rule is the one `useAnnouncementBar` applies: the bar counts as dismissed only when it is
 * closeable, the stored id equals the configured id and the stored dismissal is "true". A changed
 * id therefore shows the bar again (the hook then resets the stored values). Storage errors
 * (private mode, disabled cookies) count as "not dismissed". The output depends only on `config`.
 */
export function announcementScript(config: SiteConfig['announcementBar']): string {
  const attribute = literal(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  if (!config || !config.closeable) {
    return `(function(){try{document.documentElement.setAttribute(${attribute},"false");}catch(e){}})();`;
  }
  return (
    '(function(){' +
    'var dismissed=false;' +
    'try{' +
    `var storage=window.localStorage;` +
    `dismissed=storage.getItem(${literal(STORAGE_KEYS.announcementId)})===${literal(config.id)}` +
    `&&storage.getItem(${literal(STORAGE_KEYS.announcementDismissed)})==="true";` +
    '}catch(e){dismissed=false;}' +
    `document.documentElement.setAttribute(${attribute},dismissed?"true":"false");` +
    '})();'
  );
}
