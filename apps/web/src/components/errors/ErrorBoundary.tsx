import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorFallback } from "./ErrorFallback";

type ErrorBoundaryProps = {
  children: ReactNode;
  /** The error clears when this changes, e.g. the location, so navigating away recovers. */
  resetKey?: unknown;
  /** Injected in tests; defaults to a full page reload. */
  onReload?: () => void;
};

type ErrorBoundaryState = { error: Error | null; resetKey: unknown };

/** Catches rendering errors below it and shows the fallback screen instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Rendering error caught by ErrorBoundary:", error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  private readonly reload = () => (this.props.onReload ?? (() => window.location.reload()))();

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={this.retry} onReload={this.reload} />;
    return this.props.children;
  }
}
