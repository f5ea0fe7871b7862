import React from 'react';

export interface Props {
  /** What to show instead of the children after an error; `tryAgain` renders them again. */
  fallback: (props: { error: unknown; tryAgain: () => void }) => React.ReactNode;
  children: React.ReactNode;
  /**
   * When this changes while the fallback shows, the children are rendered again: a boundary that
   * stays mounted across pages (the root's) must not keep one page's crash on the next.
   */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below it and shows a fallback that can try again. */
export default class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown): void {
    // Kept in the console for whoever reports the problem.
    console.error(error);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.tryAgain();
  }

  tryAgain = (): void => this.setState({ error: null, failed: false });

  render(): React.ReactNode {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, tryAgain: this.tryAgain });
    return this.props.children;
  }
}
