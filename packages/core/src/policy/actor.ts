// Who is asking. Every core function that reads or changes someone's data takes the actor apart
// from the owner of that data, so that an administrator or an agency member can act on other
// people's data through the same functions a creator uses on their own (ADR 024).
import type { AgencyRole } from "@unleak/contracts";

export type Actor =
  /** Someone without a session; `visitorKey` is the first-party cookie of their free scans. */
  | { kind: "visitor"; visitorKey: string | null }
  /** A signed-in creator. */
  | { kind: "creator"; userId: string }
  /** A signed-in administrator (role admin, or a verified address in ADMIN_EMAILS) with two-factor on. */
  | { kind: "admin"; userId: string }
  /**
   * A member of an agency (issue 17): on their own data a creator like any other; on the data of the
   * creators active on the agency's roster (`creatorIds`, read once per request) what their role allows.
   */
  | { kind: "agency"; userId: string; agencyId: string; role: AgencyRole; creatorIds: readonly string[] };

export type SignedInActor = Extract<Actor, { userId: string }>;

export const visitor = (visitorKey: string | null): Actor => ({ kind: "visitor", visitorKey });

/** Who acts, and whose data they act on: the first argument's fields of every data function. */
export interface Access {
  actor: Actor;
  ownerId: string;
}

/** The actor a signed-in user is: an administrator when `isAdmin` says so, a creator otherwise. */
export function signedInActor(userId: string, admin: boolean): SignedInActor {
  return admin ? { kind: "admin", userId } : { kind: "creator", userId };
}
