// The one place that decides who may do what (ADR 024). A permission names an action on a kind
// of data; each actor kind has a reach for it: "own" (the actor owns the data), "any", or none.
// Creators act on their own data, administrators on anyone's, visitors only on their own free
// scans (checked by the scan's visitor key). Agencies will act on their creators' data.
import { AppError } from "../errors/app-error";
import type { Actor } from "./actor";

/**
 * "own": the actor owns the data; "any": anyone's; for an agency member, "roster": a creator active
 * on the agency's roster, any role; "roster-act": the same, for the owner and managers only (a viewer
 * reads). On their own data an agency member is a creator.
 */
type Reach = "own" | "any";
type AgencyReach = "roster" | "roster-act";
interface Rule {
  creator?: Reach;
  admin?: Reach;
  agency?: AgencyReach;
}

const creatorOwnAdminAny: Rule = { creator: "own", admin: "any" };
/** What an agency reads of its creators (and an administrator of anyone). */
const rosterReads: Rule = { creator: "own", admin: "any", agency: "roster" };
/** What only the owner decides (verdicts, uploads, scans): an administrator only on their own account. */
const ownersDecide: Rule = { creator: "own", admin: "own" };

export const permissions = {
  "profile.read": rosterReads,
  "profile.update": creatorOwnAdminAny,
  "account.read": creatorOwnAdminAny,
  "sessions.revoke": creatorOwnAdminAny,
  "notifications.read": creatorOwnAdminAny,
  "notifications.update": creatorOwnAdminAny,
  "scans.read": rosterReads,
  /** The owner, or her agency's owner and managers (issue 17). */
  "scans.start": { creator: "own", admin: "own", agency: "roster-act" },
  "scans.link": ownersDecide,
  "leaks.read": rosterReads,
  "leaks.judge": ownersDecide,
  /** A leak she found herself with the reverse image finder (issue 18). */
  "leaks.add": ownersDecide,
  "references.read": rosterReads,
  "references.change": { creator: "own", admin: "own", agency: "roster-act" },
  "identity.read": creatorOwnAdminAny,
  "identity.submit": ownersDecide,
  "reports.read": rosterReads,
  "outbox.read": { admin: "any" },
  "authorisation.read": rosterReads,
  "authorisation.sign": ownersDecide,
  "identity.review": { admin: "any" },
  "takedowns.request": { creator: "own", admin: "own", agency: "roster-act" },
  "takedowns.settings": ownersDecide,
  "notices.read": rosterReads,
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
  // Agencies (issue 17): applying is a signed-in user's own act; deciding is an administrator's.
  "agency.apply": ownersDecide,
  "admin.agencies.review": { admin: "any" },
  /** A creator's own agency link: she accepts an invitation or leaves. */
  "agency.membership": ownersDecide,
  // Fake profiles (issue 18): her agency reads them and, as for leaks, its owner and managers look
  // again and report; "not me" and "my own account" are hers alone, like a leak's verdict.
  "fakeProfiles.read": rosterReads,
  "fakeProfiles.check": { creator: "own", admin: "own", agency: "roster-act" },
  "fakeProfiles.report": { creator: "own", admin: "own", agency: "roster-act" },
  "fakeProfiles.judge": ownersDecide,
  /** Her own data export and the deletion of her own account (issue 19): nobody else's, not even an administrator's. */
  "privacy.manage": ownersDecide,
  // The public API (issue 19): her own OAuth clients (an agency's are its owner's and managers', see
  // core/oauth) and the grants she gave; an administrator only on their own account.
  "oauthClients.manage": ownersDecide,
  "oauthGrants.manage": ownersDecide,
  // The affiliate programme (issue 19): each user reads her own earning hub and asks for her own
  // payouts; administrators approve, reject and mark them paid.
  "affiliates.read": ownersDecide,
  "affiliates.payout": ownersDecide,
  "admin.payouts.review": { admin: "any" },
  // Issue 19: administrators open slots for calls and see bookings, and review partner applications.
  "admin.bookings.manage": { admin: "any" },
  "admin.partners.review": { admin: "any" },
} satisfies Record<string, Rule>;
export type Permission = keyof typeof permissions;

/** Whether the actor may do `permission` on data owned by `ownerId`. */
export function may(actor: Actor, permission: Permission, ownerId: string): boolean {
  if (actor.kind === "visitor") return false;
  const rule = permissions[permission] as Rule;
  if (actor.kind === "agency") {
    if (actor.userId === ownerId) return rule.creator === "own";
    if (!rule.agency || !actor.creatorIds.includes(ownerId)) return false;
    return rule.agency === "roster" || actor.role !== "viewer";
  }
  const reach = rule[actor.kind];
  if (reach === "any") return true;
  return reach === "own" && actor.userId === ownerId;
}

/** The rule's reach for the actor's kind (an agency member on their own data is a creator). */
function reachOf(actor: Exclude<Actor, { kind: "visitor" }>, rule: Rule): Reach | AgencyReach | undefined {
  return actor.kind === "agency" ? rule.agency ?? rule.creator : rule[actor.kind];
}

/**
 * Throws unless the actor may: a visitor is told to sign in; a signed-in actor gets NOT_FOUND for
 * someone else's data (so ids of other people's rows cannot be probed) and FORBIDDEN for an action
 * their kind never has.
 */
export function authorise(actor: Actor, permission: Permission, ownerId: string): void {
  if (may(actor, permission, ownerId)) return;
  if (actor.kind === "visitor") throw new AppError("UNAUTHENTICATED");
  const rule = permissions[permission] as Rule;
  // A viewer reads her agency's creators but may not act for them: that is a refusal, not an unknown row.
  if (actor.kind === "agency" && actor.creatorIds.includes(ownerId) && rule.agency === "roster-act") throw new AppError("FORBIDDEN");
  throw new AppError(reachOf(actor, rule) ? "NOT_FOUND" : "FORBIDDEN");
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

/** What an agency member may do on the agency itself: read it (any role), manage its roster and work (owner, manager), or run it (owner). */
export type AgencyNeed = "member" | "manage" | "own";

/**
 * Throws unless the actor is a member of an agency whose role covers `need`; answers the agency's
 * id. Not a member at all: FORBIDDEN (the web app says "Access Denied"); a role too low: FORBIDDEN.
 */
export function authoriseAgency(actor: Actor, need: AgencyNeed): string {
  if (actor.kind === "visitor") throw new AppError("UNAUTHENTICATED");
  if (actor.kind !== "agency") throw new AppError("FORBIDDEN", "not an agency member");
  const allowed = need === "member" || (need === "manage" && actor.role !== "viewer") || (need === "own" && actor.role === "owner");
  if (!allowed) throw new AppError("FORBIDDEN", `agency role ${actor.role} may not ${need}`);
  return actor.agencyId;
}
