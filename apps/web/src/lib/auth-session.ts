// The app's authentication state bound to better-auth: one store for the whole app, refreshed on
// every better-auth session signal (sign-in, sign-out, updates) and when the tab becomes visible.
import { useSyncExternalStore } from "react";
import { authClient, type AuthSession } from "./auth-client";
import { createAuthStore } from "./auth-state";
import { trackRestoredLogin } from "./login-tracking";
import { rememberLanguageChanges } from "./remember-language";

async function fetchSession(): Promise<AuthSession | null> {
  const { data, error } = await authClient.getSession();
  if (error) throw new Error(error.message ?? `session check failed (${error.status})`);
  return data ?? null;
}

export const authStore = createAuthStore<AuthSession>({ fetchSession, onRestoredSession: () => trackRestoredLogin() });

let wired = false;

function wireSessionEvents(): void {
  if (wired || typeof window === "undefined") return;
  wired = true;
  rememberLanguageChanges(() => authStore.getState().session !== null);
  let first = true;
  // nanostores calls a new subscriber at once; only later flips are session events.
  authClient.$store.listen("$sessionSignal", () => {
    if (first) {
      first = false;
      return;
    }
    void authStore.refresh();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && authStore.getState().initialized) void authStore.refresh();
  });
}

function subscribe(listener: () => void) {
  wireSessionEvents();
  authStore.init();
  return authStore.subscribe(listener);
}

/** The session (null when signed out), `loading` until the first answer, and an init error. */
export function useAuthSession() {
  const state = useSyncExternalStore(subscribe, authStore.getState, authStore.getState);
  return { data: state.session, loading: state.loading, error: state.error, refetch: authStore.refresh };
}
