// Answers of the server the agency tests share.
import type { AccountOverview } from "@unleak/contracts";

export const agencyId = "0b6f3c2e-2222-4a2b-9c3d-000000000001";

/** GET /api/me for a signed-in account, in an agency or not. */
export const meWith = (agency: AccountOverview["agency"] = null, id = "user-vera"): AccountOverview => ({
  user: { id, email: "vera@example.test", name: "Vera", emailVerified: true, twoFactorEnabled: false },
  profile: { firstName: "Vera", lastName: null, email: "vera@example.test", subscriptionTier: "standard", verified: false, banned: false },
  isAdmin: false,
  ban: null,
  agency,
});
