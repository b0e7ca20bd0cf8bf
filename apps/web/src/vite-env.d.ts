/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_CHAT_URL?: string;
  readonly VITE_FAVICON_SERVICE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Shows the static "Application Error" screen of index.html. */
  __unleakFatal?: () => void;
  /** Set once React has mounted, so later errors no longer count as a failed start. */
  __unleakMounted?: boolean;
}
