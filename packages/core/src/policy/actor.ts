// Who is asking. Every core function that reads or changes someone's data takes the actor apart
// from the owner of that data, so that an administrator (and, later, an agency member) can act on
// other people's data through the same functions a creator uses on their own (ADR 024).
export type Actor =
  /** Someone without a session; `visitorKey` is the first-party cookie of their free scans. */
  | { kind: "visitor"; visitorKey: string | null }
  /** A signed-in creator. */
  | { kind: "creator"; userId: string }
  /** A signed-in administrator (role admin, or a verified address in ADMIN_EMAILS). */
  | { kind: "admin"; userId: string };

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
