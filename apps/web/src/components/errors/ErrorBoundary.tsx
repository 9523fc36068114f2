import { Component, type ErrorInfo, type ReactNode } from "react";
import { LoadingScreen } from "@/components/layout/LoadingScreen";
import {
  claimChunkReload,
  isChunkLoadError,
  reloadWhenOnline,
} from "@/features/offline/chunkErrors";
import { NeedsConnectionNotice } from "@/features/offline/OfflineNotice";
import { ErrorFallback } from "./ErrorFallback";

type ErrorBoundaryProps = {
  children: ReactNode;
  /** The error clears when this changes, e.g. the location, so navigating away recovers. */
  resetKey?: unknown;
  /** Injected in tests; defaults to a full page reload. */
  onReload?: () => void;
};

/**
 * `crash`: the error fallback. A screen's code that could not be downloaded is no crash:
 * `offline` says the screen needs a connection; `reloading` (online: a new build replaced the
 * file) reloads the page once.
 */
type ErrorKind = "crash" | "offline" | "reloading";

type ErrorBoundaryState = { error: Error | null; kind: ErrorKind; resetKey: unknown };

/** Catches rendering errors below it and shows the fallback screen instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    kind: "crash",
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    if (!isChunkLoadError(error)) return { error, kind: "crash" };
    return { error, kind: navigator.onLine ? "reloading" : "offline" };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) {
      return { error: null, kind: "crash", resetKey: props.resetKey };
    }
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.state.kind === "reloading") {
      if (claimChunkReload()) return this.reload();
      this.setState({ kind: "crash" });
    }
    if (this.state.kind === "offline") return;
    console.error("Rendering error caught by ErrorBoundary:", error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  private readonly reload = () => (this.props.onReload ?? (() => window.location.reload()))();

  override render() {
    const { error, kind } = this.state;
    if (!error) return this.props.children;
    if (kind === "reloading") return <LoadingScreen />;
    if (kind === "offline") {
      // React keeps a lazy screen's failed download: only a reload fetches its code again.
      return (
        <div className="mx-auto w-full max-w-3xl px-4 py-10">
          <NeedsConnectionNotice onRetry={() => reloadWhenOnline(this.reload)} />
        </div>
      );
    }
    return <ErrorFallback onRetry={this.retry} onReload={this.reload} />;
  }
}
