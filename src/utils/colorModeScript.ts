import type { SiteConfig } from '../../site.config';
import { PREFERS_DARK_QUERY, THEME_ATTRIBUTE, THEME_CHOICE_ATTRIBUTE } from '../contexts/ColorMode/logic';
import { STORAGE_KEYS } from './storage';

/**
 * The inline script that applies the colour mode before the first paint, so a dark reader never
 * sees a light flash. It is an ES5 re-implementation of `initialChoice` and `resolveMode` in
 * src/contexts/ColorMode/logic.ts (a test runs both over every input to keep them in step): it
 * reads the stored choice, clears it when the switch is disabled, asks the OS when the choice is
 * "system", and sets `data-theme` and `data-theme-choice` on <html>.
 *
 * The result depends only on `config` (same input, same string), so a CSP hash of it is stable.
 */
export function colorModeScript(config: SiteConfig['colorMode']): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    `var k=${json(STORAGE_KEYS.theme)},d=${json(config.defaultMode)},r=${json(config.respectPrefersColorScheme)},x=${json(config.disableSwitch)},c=null,m,p=null,h=document.documentElement;`,
    'try{if(x){window.localStorage.removeItem(k);}else{c=window.localStorage.getItem(k);}}catch(e){}',
    'if(x){c=d;}else if(c!=="light"&&c!=="dark"){c=r?"system":d;}',
    'm=c;',
    `if(c==="system"){try{if(typeof window.matchMedia==="function"){p=window.matchMedia(${json(PREFERS_DARK_QUERY)}).matches;}}catch(e){}m=p===null?d:(p?"dark":"light");}`,
    `h.setAttribute(${json(THEME_ATTRIBUTE)},m);`,
    `h.setAttribute(${json(THEME_CHOICE_ATTRIBUTE)},c);`,
    '})();',
  ].join('');
}
