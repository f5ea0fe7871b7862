import type { SiteConfig } from '../../../site.config';
import { announcementScript, ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from '../announcementScript';
import { STORAGE_KEYS } from '../storage';

type Bar = NonNullable<SiteConfig['announcementBar']>;

const bar: Bar = { id: 'launch-1', text: { es: 'Hola', en: 'Hello' }, closeable: true };

/** Runs the script as the browser would from <head> and returns the attribute it set. */
function run(script: string): string | null {
  new Function(script)();
  return document.documentElement.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
}

function store(dismissed: string | null, id: string | null): void {
  if (dismissed !== null) window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, dismissed);
  if (id !== null) window.localStorage.setItem(STORAGE_KEYS.announcementId, id);
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
});

describe('announcementScript', () => {
  it.each([
    ['nothing stored', null, null, 'false'],
    ['dismissed, same id', 'true', 'launch-1', 'true'],
    ['not dismissed, same id', 'false', 'launch-1', 'false'],
    ['dismissed, another id', 'true', 'old-bar', 'false'],
    ['dismissed, no id', 'true', null, 'false'],
    ['id but no dismissal', null, 'launch-1', 'false'],
  ])('does mark the page for %s', (_case, dismissed, id, expected) => {
    store(dismissed, id);
    expect(run(announcementScript(bar))).toBe(expected);
  });

  it('does never mark a bar that is not closeable as dismissed', () => {
    store('true', 'launch-1');
    expect(run(announcementScript({ ...bar, closeable: false }))).toBe('false');
  });

  it('does mark "false" without a configured bar', () => {
    store('true', 'launch-1');
    expect(run(announcementScript(null))).toBe('false');
  });

  it('does mark "false" when storage throws', () => {
    store('true', 'launch-1');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(run(announcementScript(bar))).toBe('false');
    getItem.mockRestore();
  });

  it('does produce the same self-contained ES5 IIFE for the same config', () => {
    const script = announcementScript(bar);
    expect(announcementScript({ ...bar })).toBe(script);
    expect(script).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`|\.\.\./);
    expect(script).toContain(JSON.stringify(STORAGE_KEYS.announcementId));
    expect(script).toContain(JSON.stringify(STORAGE_KEYS.announcementDismissed));
  });

  it('does escape an id that could close the script tag', () => {
    const id = '</script><script>alert(1)</script>';
    const script = announcementScript({ ...bar, id });
    expect(script).not.toContain('</script>');
    store('true', id);
    expect(run(script)).toBe('true');
  });
});
