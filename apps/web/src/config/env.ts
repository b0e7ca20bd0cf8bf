// Build-time settings from Vite's environment (VITE_*), read once.

function optionalUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export const env = {
  supportChatUrl: optionalUrl(import.meta.env.VITE_SUPPORT_CHAT_URL),
  /** Favicon service for platform icons, with {domain} (and optionally {size}); off when unset. */
  faviconServiceUrl: optionalUrl(import.meta.env.VITE_FAVICON_SERVICE_URL),
} as const;
