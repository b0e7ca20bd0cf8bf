// What the shell shows about the signed-in user, merged from the session and /api/me.
import type { SubscriptionTier } from "@unleak/contracts";

export type ShellUser = {
  email: string;
  firstName: string | null;
  verified: boolean;
  tier: SubscriptionTier | null;
  isAdmin: boolean;
  /** The agency the user works for (issue 17): the sidebar then leads to the agency area, not the creator pages. */
  agencyName?: string | null;
};
