import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the server-rendered page as a transition.
 *
 * Gatsby's own renderer calls hydrateRoot at default priority, which React 18 does not time-slice: a
 * large page (an API reference page hydrates thousands of elements) then holds the main thread in one
 * task of several hundred milliseconds. Inside startTransition React hydrates in 5 ms slices and lets
 * the browser paint and handle input between them. A click on a part not yet hydrated makes React
 * finish hydrating at once and then replays the click, so no input is lost.
 *
 * Like Gatsby's default, a page with nothing rendered in its focus wrapper is rendered, not hydrated.
 */
export function hydrateAsTransition(element: ReactElement, container: Element): void {
  const rendered = document.getElementById('gatsby-focus-wrapper')?.children.length ?? 0;
  if (rendered === 0) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
