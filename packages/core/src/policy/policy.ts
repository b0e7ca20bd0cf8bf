// The one place that decides who may do what (ADR 024). A permission names an action on a kind
// of data; each actor kind has a reach for it: "own" (the actor owns the data), "any", or none.
// Creators act on their own data, administrators on anyone's, visitors only on their own free
// scans (checked by the scan's visitor key). Agencies will act on their creators' data.
import { AppError } from "../errors/app-error";
import type { Actor } from "./actor";

type Reach = "own" | "any";
interface Rule {
  creator?: Reach;
  admin?: Reach;
}

const creatorOwnAdminAny: Rule = { creator: "own", admin: "any" };
/** What only the owner decides (verdicts, uploads, scans): an administrator only on their own account. */
const ownersDecide: Rule = { creator: "own", admin: "own" };

export const permissions = {
  "profile.read": creatorOwnAdminAny,
  "profile.update": creatorOwnAdminAny,
  "account.read": creatorOwnAdminAny,
  "sessions.revoke": creatorOwnAdminAny,
  "notifications.read": creatorOwnAdminAny,
  "notifications.update": creatorOwnAdminAny,
  "scans.read": creatorOwnAdminAny,
  "scans.start": ownersDecide,
  "scans.link": ownersDecide,
  "leaks.read": creatorOwnAdminAny,
  "leaks.judge": ownersDecide,
  "references.read": creatorOwnAdminAny,
  "references.change": ownersDecide,
  "identity.read": creatorOwnAdminAny,
  "identity.submit": ownersDecide,
  "reports.read": creatorOwnAdminAny,
  "outbox.read": { admin: "any" },
  "authorisation.read": creatorOwnAdminAny,
  "authorisation.sign": ownersDecide,
  "identity.review": { admin: "any" },
  "takedowns.request": ownersDecide,
  "takedowns.settings": ownersDecide,
  "notices.read": creatorOwnAdminAny,
  "replies.inbound.read": { admin: "any" },
  "takedowns.admin": { admin: "any" },
  /** Paying, changing or cancelling a plan: only the account holder (an admin changes tiers in the admin area). */
  "billing.manage": ownersDecide,
  "billing.read": creatorOwnAdminAny,
  /** A suspended user's appeal of their own suspension (issue 16). */
  "appeals.submit": ownersDecide,
  "appeals.read": creatorOwnAdminAny,
  // The admin panel (issue 16): administrators only, and only with two-factor on (the actor is an
  // admin only then, see apps/server/src/http/session.ts).
  "admin.users.read": { admin: "any" },
  "admin.users.manage": { admin: "any" },
  "admin.appeals.review": { admin: "any" },
  "admin.broadcasts.send": { admin: "any" },
  "admin.health.read": { admin: "any" },
  "admin.jobs.retry": { admin: "any" },
  "admin.audit.read": { admin: "any" },
} satisfies Record<string, Rule>;
export type Permission = keyof typeof permissions;

/** Whether the actor may do `permission` on data owned by `ownerId`. */
export function may(actor: Actor, permission: Permission, ownerId: string): boolean {
  if (actor.kind === "visitor") return false;
  const reach = (permissions[permission] as Rule)[actor.kind];
  if (reach === "any") return true;
  return reach === "own" && actor.userId === ownerId;
}

/**
 * Throws unless the actor may: a visitor is told to sign in; a signed-in actor gets NOT_FOUND for
 * someone else's data (so ids of other people's rows cannot be probed) and FORBIDDEN for an action
 * their kind never has.
 */
export function authorise(actor: Actor, permission: Permission, ownerId: string): void {
  if (may(actor, permission, ownerId)) return;
  if (actor.kind === "visitor") throw new AppError("UNAUTHENTICATED");
  const reach = (permissions[permission] as Rule)[actor.kind];
  throw new AppError(reach ? "NOT_FOUND" : "FORBIDDEN");
}

/** Whose a scan is: the account it belongs to, and the free-scan cookie key it was started under. */
export interface ScanHolding {
  userId: string | null;
  clientKey: string | null;
}

/**
 * Who may read one scan. An account's scan: its owner, through "scans.read" (the caller acts on
 * `ownerId`'s data). A free scan (visitor on its own scan): whoever holds the cookie key it was
 * started under (`cookieKey`: a visitor's own, or a signed-in caller's earlier one), as long as no
 * account owns it; a visitor without a session also reads an account's scan their cookie started.
 */
export function mayReadScan(actor: Actor, ownerId: string | null, scan: ScanHolding, cookieKey: string | null): boolean {
  const heldByCookie = scan.clientKey !== null && scan.clientKey === cookieKey;
  if (!scan.userId) return heldByCookie;
  if (actor.kind === "visitor") return heldByCookie;
  return ownerId === scan.userId && may(actor, "scans.read", ownerId);
}
