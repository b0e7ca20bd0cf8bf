// React error boundary around the whole app: shows the crash screen and reports the crash.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { CRASH_RESET_STORAGE_KEYS } from "@/config/constants";
import { reportCrash } from "@/lib/crash-report";
import { CrashScreen } from "./crash-screen";

type Props = { children: ReactNode; reload?: () => void; onReset?: () => void };
type State = { error: Error | null };

/** Removes the cached subscription and admin-session entries (spec §4), nothing else. */
export function clearCrashResetStorage(): void {
  for (const key of CRASH_RESET_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Unavailable storage holds nothing to clear.
    }
  }
}

const reloadPage = () => window.location.reload();

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const crash = toError(error);
    void reportCrash({ message: crash.message, stack: crash.stack, componentStack: info.componentStack });
  }

  private readonly tryAgain = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  private readonly reload = () => {
    clearCrashResetStorage();
    (this.props.reload ?? reloadPage)();
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <CrashScreen
        error={this.state.error}
        onTryAgain={this.tryAgain}
        onReload={this.reload}
      />
    );
  }
}
