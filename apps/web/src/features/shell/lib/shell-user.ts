// What the shell shows about the signed-in user, merged from the session and /api/me.
import type { SubscriptionTier } from "@/lib/current-user";

export type ShellUser = {
  email: string;
  firstName: string | null;
  verified: boolean;
  tier: SubscriptionTier | null;
  isAdmin: boolean;
};
