import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Error boundary around every page: a calm message with a reload link instead of a blank page
 * (a failed lazy chunk after a new deployment is the usual cause).
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-3xl font-bold text-primary">Something went wrong</h1>
        <p className="text-muted-foreground">Please reload the page. If the problem continues, contact us by email.</p>
        <a
          href={typeof window === 'undefined' ? '/' : window.location.pathname}
          className="inline-flex h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground"
        >
          Reload page
        </a>
      </div>
    );
  }
}
