import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown in place of `children` once they threw while rendering (or loading their code). */
  fallback: ReactNode;
  /** A change of it (say, the page's path) clears the error: the children are tried again. */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/** React reports what it catches (console, window 'error' listeners); this only shows the fallback. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
