// A scope's translation key: i18next reads ":" as the namespace separator, so "leaks:read" is
// looked up as "scopes.leaks_read".
import type { ApiScope } from "@unleak/contracts";

const keys = {
  "leaks:read": "scopes.leaks_read",
  "scans:read": "scopes.scans_read",
  "scans:write": "scopes.scans_write",
  "takedowns:read": "scopes.takedowns_read",
  "takedowns:write": "scopes.takedowns_write",
  "fake_profiles:read": "scopes.fake_profiles_read",
} as const satisfies Record<ApiScope, string>;

export const scopeKey = (scope: ApiScope) => keys[scope];
