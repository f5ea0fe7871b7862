import React, { useCallback, useEffect, useRef, useState } from 'react';
import ErrorBoundary from '../theme/ErrorBoundary';
import Loading from '../theme/Loading';
import { LOADING_DELAY_MS } from './loadable';

/** The code of a lazily loaded component could not be downloaded (a network failure, a deploy in between). */
export class LazyLoadError extends Error {
  constructor(readonly cause: unknown) {
    super(`The code of a part of this page could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'LazyLoadError';
  }
}

/** Nothing at first, the spinner once loading has taken longer than the delay (as `loadable` does). */
function DelayedSpinner({ delay }: { delay: number }): JSX.Element | null {
  const [pastDelay, setPastDelay] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPastDelay(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return <Loading error={null} pastDelay={pastDelay} retry={() => undefined} />;
}

/** Calls `onShown` once it has been committed: beside a lazy component in one Suspense, once that component is shown. */
function OnShown({ onShown }: { onShown: () => void }): null {
  useEffect(() => onShown(), [onShown]);
  return null;
}

/**
 * A component that only some pages render, in a chunk of its own, that the server still renders
 * in full. Unlike `loadable`, it is built on React.lazy and Suspense: Gatsby's server rendering
 * waits for lazy components, and in the browser React keeps the server's HTML until the chunk has
 * arrived and then hydrates it. After a client-side navigation the spinner shows after `delay`.
 *
 * If the chunk cannot be downloaded, the part shows the same error box with Retry as the drawer and
 * the search modal, in place, instead of crashing the page. React.lazy keeps a rejected promise
 * for good, so Retry makes a new lazy component that imports the chunk again (webpack forgets a
 * chunk whose download failed). Errors other than a failed download go on to the page's boundary.
 */
/*
 * Re-arming is page-wide. Several parts of a page may come from one chunk through different lazy
 * components (the response codes, the error codes and the test data), so a Retry re-arms every
 * lazy component whose download failed, and every instance on the page follows: the parts that
 * showed the error all render again, not only the one whose Retry was pressed. Each re-arming is a
 * new generation.
 */
const failed = new Set<() => void>();
let generation = 0;
const listeners = new Set<() => void>();
function rearmFailed(): void {
  failed.forEach((rearm) => rearm());
  failed.clear();
  generation += 1;
  listeners.forEach((listener) => listener());
}

export function lazyComponent<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  { delay = LOADING_DELAY_MS }: { delay?: number } = {},
): React.ComponentType<P> {
  // Shared by every instance: one download for all of them.
  let current: React.ComponentType<P>;
  const rearm = () => {
    current = React.lazy(() =>
      load().catch((cause: unknown) => {
        failed.add(rearm);
        throw new LazyLoadError(cause);
      }),
    ) as unknown as React.ComponentType<P>;
  };
  rearm();

  return function LazyComponent(props: P) {
    // The generation this instance renders; its lazy component is always the current one.
    const [armed, setArmed] = useState(generation);
    useEffect(() => {
      const follow = () => setArmed(generation);
      listeners.add(follow);
      // Re-armed between this instance's render and now: catch up.
      follow();
      return () => {
        listeners.delete(follow);
      };
    }, []);
    // Set by Retry, whose button then disappears: focus goes to the part once it is there, not to <body>.
    const [retried, setRetried] = useState(false);
    const partRef = useRef<HTMLDivElement>(null);
    const focusPart = useCallback(() => partRef.current?.focus(), []);
    const Lazy = current;
    const content = (
      <React.Suspense fallback={<DelayedSpinner delay={delay} />}>
        <Lazy {...props} />
        {retried && <OnShown onShown={focusPart} />}
      </React.Suspense>
    );
    return (
      <ErrorBoundary
        resetKey={armed}
        fallback={({ error }) => {
          // Only a failed download is this part's business: any other error crashes as usual.
          if (!(error instanceof LazyLoadError)) throw error;
          const retry = () => {
            setRetried(true);
            // A new generation renders every instance again (this one included, by its resetKey).
            rearmFailed();
          };
          return <Loading error={error} pastDelay retry={retry} />;
        }}
      >
        {/* The wrapper exists only after a retry, so the server's markup and hydration are unchanged. */}
        {retried ? (
          <div ref={partRef} tabIndex={-1}>
            {content}
          </div>
        ) : (
          content
        )}
      </ErrorBoundary>
    );
  };
}
