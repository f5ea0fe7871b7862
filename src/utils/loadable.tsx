import React, { useEffect, useState } from 'react';
import Loading, { type Props as LoadingProps } from '../theme/Loading';

/** Spinner delay (spec: 200 ms by default). */
export const LOADING_DELAY_MS = 200;

export interface LoadableOptions {
  delay?: number;
  /** Wraps what is shown while loading or after a failure (a drawer's shell, for instance). */
  frame?: (content: React.ReactNode, state: LoadingProps) => React.ReactNode;
}

/**
 * A component whose code loads on first use. Meanwhile it shows nothing, then a spinner after
 * `delay`; if the load fails, an error with Retry that loads it again.
 */
export function loadable<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  { delay = LOADING_DELAY_MS, frame = (content) => content }: LoadableOptions = {},
): React.ComponentType<P> {
  let loaded: React.ComponentType<P> | null = null;
  function Loadable(props: P) {
    const [Component, setComponent] = useState<React.ComponentType<P> | null>(() => loaded);
    const [error, setError] = useState<unknown>(null);
    const [pastDelay, setPastDelay] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (Component) return undefined;
      let active = true;
      setError(null);
      setPastDelay(false);
      const timer = window.setTimeout(() => active && setPastDelay(true), delay);
      load().then(
        (module) => {
          loaded = module.default;
          if (active) setComponent(() => module.default);
        },
        (reason: unknown) => {
          if (active) setError(reason);
        },
      ).finally(() => window.clearTimeout(timer));
      return () => {
        active = false;
        window.clearTimeout(timer);
      };
    }, [attempt, Component]);

    if (Component) return <Component {...props} />;
    const state = { error, pastDelay, retry: () => setAttempt((a) => a + 1) };
    return <>{frame(<Loading {...state} />, state)}</>;
  }
  return Loadable;
}
