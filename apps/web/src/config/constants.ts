// Business constants of the web app (spec §9).

/** A leftover admin session entry; removed at start (spec §4). */
export const ADMIN_SESSION_STORAGE_KEY = "adminSession";

/** localStorage entries removed by "Reload Page" on the crash screen (spec §4). */
export const CRASH_RESET_STORAGE_KEYS = ["subscriptionCache", "subscriptionStatus", ADMIN_SESSION_STORAGE_KEY] as const;

/** localStorage key of the interface language. */
export const LANGUAGE_STORAGE_KEY = "language";

/** localStorage key of the desktop sidebar state. */
export const SIDEBAR_STORAGE_KEY = "sidebarCollapsed";

export const VERSION_POLL_INTERVAL_MS = 30 * 60 * 1000;
export const UPDATE_TOAST_DURATION_MS = 10_000;

export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 1;

export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const NOTIFICATION_BADGE_MAX = 9;
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 500;
export const NOTIFICATIONS_REFETCH_MS = 60_000;

export const PASSWORD_MIN_LENGTH = 8;
/** A creator's name at sign-up, on /register and in onboarding (spec §5). */
export const SIGN_UP_NAME_MAX = 60;
