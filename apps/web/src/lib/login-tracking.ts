// Login tracking of a restored session (spec §7): once per app start; sign-ins are recorded by
// the server itself. A failure is only logged.
import { profileRoutes } from "@unleak/contracts";
import { callApi } from "./api-client";

let tracked = false;

export function trackRestoredLogin(): void {
  if (tracked) return;
  tracked = true;
  callApi(profileRoutes.recordLogin).catch((error: unknown) => console.warn("[login-tracking]", error));
}
