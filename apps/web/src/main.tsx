// Entry point: starts i18n and React; if the app cannot start, index.html's static
// "Application Error" screen is shown instead.
import "./index.css";
import "./lib/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { ADMIN_SESSION_STORAGE_KEY } from "./config/constants";

function start(): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root element missing");
  const root = createRoot(container, {
    // An error that escapes the app's own boundary leaves nothing usable on screen.
    onUncaughtError: (error) => {
      console.error(error);
      window.__unleakFatal?.();
    },
  });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  window.__unleakMounted = true;
}

try {
  window.localStorage.removeItem(ADMIN_SESSION_STORAGE_KEY);
} catch {
  // Storage unavailable: nothing left over to remove.
}

try {
  start();
} catch (error) {
  console.error(error);
  window.__unleakFatal?.();
}
