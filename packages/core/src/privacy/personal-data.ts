// Where the product holds a user's personal data (issue 19): every table column that names the
// user, read for their data export and cleared at their erasure, with the columns an export leaves
// out (secrets, hashes, other people's ids), the private files rows point to, and the columns that
// name a user but are deliberately not about them (`notAboutTheUser`). personal-data.int.test.ts
// reads the schema and fails when a column that references a user is in neither list.
import {
  account,
  accountDeletions,
  adminAuditLog,
  affiliates,
  agencyApplications,
  agencyCreators,
  agencyMembers,
  banAppeals,
  bookings,
  commissions,
  dataExports,
  debugLogs,
  digitalSignatures,
  fakeProfileChecks,
  fakeProfiles,
  identityVerifications,
  instantScanResults,
  leaks,
  loginEvents,
  mailOutbox,
  noticeChains,
  noticeEvents,
  noticeItems,
  noticeReplies,
  notices,
  notificationStates,
  notifications,
  oauthAuthorizationCodes,
  oauthClients,
  oauthGrants,
  oauthTokens,
  officialLinks,
  partnerApplications,
  payoutRequests,
  profiles,
  referenceMedia,
  referenceVideos,
  referralClicks,
  referrals,
  removalChecks,
  removalRequests,
  scans,
  session,
  stageNames,
  subscriptions,
  user,
  userBans,
  userNiches,
  webhookDeliveries,
  whitelistEntries,
} from "@unleak/db";
import { getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Bucket } from "../storage/file-storage";

export interface PersonalSource {
  table: PgTable;
  /** The column that names the user (by id, or by address for `by: "email"`). */
  column: PgColumn;
  by?: "id" | "email";
  /** Properties left out of the export: secrets, token hashes, and other people's ids. */
  omit?: readonly string[];
}

const staff = ["decidedBy"] as const;

/** Every source of a user's rows, in export order; a table may have several (referrals: both sides). */
export const personalSources: readonly PersonalSource[] = [
  { table: user, column: user.id },
  { table: profiles, column: profiles.id },
  { table: userNiches, column: userNiches.userId },
  { table: stageNames, column: stageNames.userId },
  { table: officialLinks, column: officialLinks.userId },
  { table: account, column: account.userId, omit: ["accessToken", "refreshToken", "idToken", "password"] },
  { table: session, column: session.userId, omit: ["token", "impersonatedBy"] },
  { table: loginEvents, column: loginEvents.userId },
  { table: identityVerifications, column: identityVerifications.userId, omit: ["reviewedBy"] },
  { table: digitalSignatures, column: digitalSignatures.userId },
  { table: notifications, column: notifications.userId },
  { table: notificationStates, column: notificationStates.userId },
  { table: userBans, column: userBans.userId, omit: ["bannedBy"] },
  { table: banAppeals, column: banAppeals.userId, omit: staff },
  { table: adminAuditLog, column: adminAuditLog.targetUserId, omit: ["actorId", "actorEmail"] },
  { table: instantScanResults, column: instantScanResults.userId, omit: ["confirmTokenHash"] },
  { table: debugLogs, column: debugLogs.userId },
  { table: scans, column: scans.userId, omit: ["startedBy", "worker", "clientKey"] },
  { table: referenceVideos, column: referenceVideos.userId },
  { table: referenceMedia, column: referenceMedia.userId },
  { table: whitelistEntries, column: whitelistEntries.userId },
  { table: leaks, column: leaks.userId },
  { table: removalRequests, column: removalRequests.userId, omit: ["requestedBy"] },
  { table: notices, column: notices.userId },
  { table: noticeItems, column: noticeItems.userId },
  { table: noticeEvents, column: noticeEvents.userId },
  { table: noticeChains, column: noticeChains.userId },
  { table: noticeReplies, column: noticeReplies.userId },
  { table: removalChecks, column: removalChecks.userId },
  { table: fakeProfiles, column: fakeProfiles.userId },
  { table: fakeProfileChecks, column: fakeProfileChecks.userId },
  { table: subscriptions, column: subscriptions.userId },
  { table: agencyApplications, column: agencyApplications.userId, omit: staff },
  { table: agencyMembers, column: agencyMembers.userId },
  { table: agencyCreators, column: agencyCreators.creatorId, omit: ["tokenHash", "invitedBy"] },
  { table: bookings, column: bookings.userId },
  { table: affiliates, column: affiliates.userId },
  { table: referralClicks, column: referralClicks.affiliateUserId, omit: ["visitorId"] },
  // Both sides of a referral: who brought the user, and whom they brought (each without the other's id).
  { table: referrals, column: referrals.referredUserId, omit: ["affiliateUserId"] },
  { table: referrals, column: referrals.affiliateUserId, omit: ["referredUserId"] },
  { table: commissions, column: commissions.affiliateUserId, omit: ["referredUserId"] },
  { table: payoutRequests, column: payoutRequests.userId, omit: staff },
  { table: partnerApplications, column: partnerApplications.userId, omit: staff },
  { table: oauthClients, column: oauthClients.userId, omit: ["secretHash", "webhookSecret"] },
  { table: oauthGrants, column: oauthGrants.userId },
  { table: oauthAuthorizationCodes, column: oauthAuthorizationCodes.userId, omit: ["codeHash", "codeChallenge"] },
  { table: oauthTokens, column: oauthTokens.userId, omit: ["accessTokenHash", "refreshTokenHash"] },
  { table: webhookDeliveries, column: webhookDeliveries.userId },
  { table: dataExports, column: dataExports.userId, omit: ["tokenHash", "fileKey"] },
  { table: accountDeletions, column: accountDeletions.userId },
  // The mails the product sent the user (by their current address).
  { table: mailOutbox, column: mailOutbox.to, by: "email" },
];

/**
 * Columns that reference a user but are not about that user, so neither exported nor erased with
 * them ("table.column" as in the database). Each says why.
 */
export const notAboutTheUser: Record<string, string> = {
  // Only secrets: the authenticator's key and the backup codes; never exported, deleted at erasure.
  "two_factor.user_id": "secrets only (TOTP key, backup codes); deleted at erasure",
  // An administrator's own work on other people's accounts, not data about the administrator.
  "user_bans.banned_by": "the administrator who suspended someone else",
  "ban_appeals.decided_by": "the administrator who decided someone else's appeal",
  "agency_applications.decided_by": "the administrator who decided someone else's application",
  "payout_requests.decided_by": "the administrator who decided someone else's payout",
  "partner_applications.decided_by": "the administrator who decided someone else's application",
  "booking_slots.created_by": "the administrator who opened a call slot",
  // Invitations name the invited people's addresses: other people's data.
  "agency_member_invitations.invited_by": "names the invited person's address",
  "agency_creators.invited_by": "names the invited creator",
  // A commission on the user's invoice is the affiliate's earning, not the user's data.
  "commissions.referred_user_id": "another user's (the affiliate's) earning",
};

/** The private files a row points to, by table name. */
type Row = Record<string, unknown>;
const keysOf = (row: Row, ...names: string[]) => names.map((name) => row[name]).filter((key): key is string => typeof key === "string" && key !== "");

export const personalFiles: Record<string, Array<{ bucket: Bucket; keys: (row: Row) => string[] }>> = {
  reference_media: [{ bucket: "references", keys: (row) => keysOf(row, "storageKey") }],
  reference_videos: [{ bucket: "references", keys: (row) => keysOf(row, "storageKey", "signatureKey") }],
  identity_verifications: [{ bucket: "identity", keys: (row) => keysOf(row, "documentKey", "documentBackKey", "selfieKey") }],
  digital_signatures: [{ bucket: "signatures", keys: (row) => keysOf(row, "signatureKey", "documentKey") }],
  leaks: [{ bucket: "evidence", keys: (row) => keysOf(row, "thumbnailKey") }],
  notices: [{ bucket: "notices", keys: (row) => keysOf(row, "pdfKey") }],
  removal_checks: [{ bucket: "checks", keys: (row) => keysOf(row, "copyKey") }],
  fake_profiles: [
    { bucket: "evidence", keys: (row) => keysOf(row, "thumbnailKey") },
    { bucket: "checks", keys: (row) => keysOf(row, "pageCopyKey") },
  ],
  ban_appeals: [{ bucket: "appeals", keys: (row) => ((row.evidence as Array<{ key?: string }> | null) ?? []).map((file) => file.key ?? "").filter(Boolean) }],
};

export const tableNameOf = (table: PgTable): string => getTableName(table);
