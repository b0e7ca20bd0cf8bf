// The closed word lists the server, the database, the web app and the OpenAPI document share.
// Each list is written here once; everything else imports it (issue 10).

/** The error codes an answer may carry, each with its HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_FAILED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNEXPECTED: 500,
  CREATOR_NAME_REQUIRED: 422,
  SCAN_LIMIT_REACHED: 429,
  SCAN_IN_PROGRESS: 409,
  CREATOR_NAME_INVALID: 422,
  REPORT_LIMIT_REACHED: 429,
  SCAN_FAILED: 500,
  FILE_REQUIRED: 422,
  UNSUPPORTED_MEDIA: 415,
  JSON_REQUIRED: 415,
  FILE_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  REFERENCE_QUOTA_REACHED: 422,
  CROSS_SITE_REQUEST: 403,
  ACCOUNT_SUSPENDED: 403,
  CAPTCHA_FAILED: 403,
  SIGNATURE_REQUIRED: 422,
  SIGNATURE_TOO_LARGE: 413,
  AUTHORISATION_REQUIRED: 403,
  NOTHING_TO_FILE: 422,
  NOTICE_INCOMPLETE: 422,
  STAGE_NAME_REQUIRED: 422,
  ALREADY_SUBSCRIBED: 409,
  NO_SUBSCRIPTION: 404,
  PAYMENTS_UNAVAILABLE: 503,
  WEBHOOK_SIGNATURE_INVALID: 400,
  TWO_FACTOR_REQUIRED: 403,
  APPEAL_OPEN: 409,
  NOT_SUSPENDED: 409,
  CREATOR_ALREADY_INVITED: 409,
  CREATOR_HAS_AGENCY: 409,
  CREATOR_INVITATION_EMAIL_MISMATCH: 403,
  CREATOR_INVITATION_EXPIRED: 410,
  CREATOR_INVITATION_USED: 410,
  FAKE_PROFILE_CHECK_RUNNING: 409,
  FAKE_PROFILE_CLOSED: 409,
  IMAGE_URL_REFUSED: 422,
  IMAGE_URL_UNREACHABLE: 422,
  EXPORT_IN_PROGRESS: 409,
  EXPORT_LINK_GONE: 410,
  PASSWORD_INCORRECT: 403,
  TWO_FACTOR_CODE_INVALID: 403,
  DELETION_BLOCKED_BY_AGENCY: 409,
  /** Issue 19, affiliates: the available balance is under PAYOUT_MINIMUM_CENTS. */
  PAYOUT_BELOW_MINIMUM: 422,
  /** A payout method this deployment does not offer (PAYOUT_METHODS). */
  PAYOUT_METHOD_UNAVAILABLE: 422,
  /** Issue 19: the call's time was booked by someone else meanwhile, or is no longer open. */
  SLOT_TAKEN: 409,
  /** Issue 19, the public API: the access token lacks the scope the call needs. */
  INSUFFICIENT_SCOPE: 403,
  /** The bearer token is missing, malformed, expired or revoked. */
  INVALID_TOKEN: 401,
} as const;
export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** A creator's subscription tier ("admin" is the staff tier). */
export const subscriptionTiers = ["standard", "basic", "pro", "elite", "admin"] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

/** The plan picked at onboarding, before payment exists. */
export const plans = ["starter", "pro", "elite"] as const;
export type Plan = (typeof plans)[number];

/** better-auth's role column: null or "user" for creators, "admin" for administrators. */
export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/** The interface languages (the same list as @unleak/i18n's, which a server test keeps equal). */
export const interfaceLanguages = ["en", "de", "es", "fr"] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** How closely a found picture (or a name) matches the creator's: the scanner's grades (ADR 017). */
export const matchQualities = ["exact", "high", "good"] as const;
export type MatchQuality = (typeof matchQualities)[number];

/** What a leak was found by: a matching picture, a mention of the creator's name only, or (issue 18) an impersonating profile reported for removal. */
export const leakKinds = ["picture", "name", "profile"] as const;
export type LeakKind = (typeof leakKinds)[number];

/** A leak's evidence in one word: a picture match's quality, or "name" for a name mention only. */
export const evidenceStrengths = ["exact", "high", "good", "name"] as const;
export type EvidenceStrength = (typeof evidenceStrengths)[number];

/** What started a scan: a visitor's instant scan, a creator's full scan, or scheduled monitoring. */
export const scanKinds = ["instant", "full", "monitoring"] as const;
export type ScanKind = (typeof scanKinds)[number];

/** How much a scan shows: a visitor's preview (blurred, no addresses) or the full result. */
export const scanScopes = ["preview", "full"] as const;
export type ScanScope = (typeof scanScopes)[number];

export const scanStatuses = ["queued", "running", "completed", "failed"] as const;
export type ScanStatus = (typeof scanStatuses)[number];

/**
 * A leak on its way to removal (issue 12): "new" until a removal is requested; "awaiting_confirmation"
 * when only the creator may decide (name-only and good matches); "queued" once requested; then the
 * furthest its site or host notices got; "whitelisted": the creator's verdict took it off the list.
 * The outcomes after "acknowledged" are filled in by tracking (issue 13).
 */
export const leakStatuses = [
  "new",
  "awaiting_confirmation",
  "queued",
  "sent",
  "acknowledged",
  "rejected",
  "failed",
  "removed",
  "delisted",
  "restricted",
  "escalated",
  "counter_noticed",
  "whitelisted",
] as const;
export type LeakStatus = (typeof leakStatuses)[number];

/** The creator's verdict on a leak: her own account, licensed, or a false match. */
export const leakDispositions = ["own_account", "licensed", "false_match"] as const;
export type LeakDisposition = (typeof leakDispositions)[number];

/** A reference picture: an uploaded image, or a frame of an uploaded video. */
export const referenceKinds = ["image", "video_frame"] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

/** A reference video's way (issue 14): its bytes arriving (resumable), its frames being sampled, ready, or failed with the reason. */
export const referenceVideoStatuses = ["uploading", "processing", "ready", "failed"] as const;
export type ReferenceVideoStatus = (typeof referenceVideoStatuses)[number];

/**
 * Why an uploaded reference video was refused (ADR 031): over a documented limit (found by ffprobe
 * before anything is decoded), or its processing outlived the job's expiry. Kept as the video's
 * error and shown translated (`scans:references.video.refused.<reason>`).
 */
export const referenceVideoRefusals = ["too_long", "picture_too_large", "frame_rate_too_high", "timed_out"] as const;
export type ReferenceVideoRefusal = (typeof referenceVideoRefusals)[number];

/** How a leaked video was matched to a reference video: one of its pictures (poster, sprite tile, preview frame) to a sampled frame, or its frames as a sequence (the video signature). */
export const videoMatchMethods = ["frame", "signature"] as const;
export type VideoMatchMethod = (typeof videoMatchMethods)[number];

/** Why a reference matches less well (ADR 020): too dark or flat, or too uniform to match at all. */
export const referenceWeaknesses = ["low-contrast", "featureless"] as const;
export type ReferenceWeakness = (typeof referenceWeaknesses)[number];

/** How a message of the outbox leaves: an e-mail, or a text message to a phone number. */
export const mailChannels = ["email", "sms"] as const;
export type MailChannel = (typeof mailChannels)[number];

/** A message's state: kept in the outbox (no SMTP), queued, sent, or failed for good. */
export const mailStatuses = ["kept", "queued", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** Whether mails leave by SMTP or stay in the outbox for a developer to read. */
export const mailModes = ["smtp", "outbox"] as const;
export type MailMode = (typeof mailModes)[number];

/** The web scans run against: the local sandbox web, or the live one. */
export const registryTargets = ["sandbox", "live"] as const;
export type RegistryTarget = (typeof registryTargets)[number];

/** The kinds of site the registry holds (the scanner's site definitions use the same list). */
export const siteCategories = ["tube", "forum", "file-host", "image-board", "leak-aggregator", "social", "cam-recordings", "telegram-index", "search-engine"] as const;
export type SiteCategory = (typeof siteCategories)[number];

/** Which scans cover a site: the free preview (and full), full scans only, or continuous monitoring. */
export const siteTiers = ["preview", "full", "continuous"] as const;
export type SiteTier = (typeof siteTiers)[number];

/** How a site answered its last covering scan ("unknown": no scan covered it yet). */
export const siteHealths = ["healthy", "errors", "unknown"] as const;
export type SiteHealth = (typeof siteHealths)[number];

/** An identity verification's decision (spec §3; "not started" is the absence of a row). */
export const identityVerificationStatuses = ["pending", "approved", "rejected"] as const;
export type IdentityVerificationStatus = (typeof identityVerificationStatuses)[number];

/** The government IDs a creator may upload; a passport has no back side. */
export const identityDocumentTypes = ["passport", "id_card", "driving_licence"] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

/** The signed documents (spec §3: the Letter of Authorisation is google_removal_consent). */
export const signatureDocumentTypes = ["google_removal_consent"] as const;
export type SignatureDocumentType = (typeof signatureDocumentTypes)[number];

/** The legal basis of a notice (issue 12): DMCA §512(c)(3), EU DSA Art. 16, a search engine delisting request, an impersonation report. */
export const legalBases = ["dmca", "dsa", "delisting", "impersonation"] as const;
export type LegalBasis = (typeof legalBases)[number];

/** Who receives a notice: the site itself, its hosting provider, a CDN in front of it, a search engine, the domain's registrar, a payment processor. */
export const recipientKinds = ["site", "host", "cdn", "search_engine", "registrar", "payment_processor"] as const;
export type RecipientKind = (typeof recipientKinds)[number];

/** How a notice leaves: an e-mail, or a site's web form posted over the fetcher. */
export const noticeChannels = ["email", "webform"] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/** A notice's state; the outcomes after "acknowledged" are filled in by tracking (issue 13). */
export const noticeStatuses = [
  "queued",
  "sending",
  "sent",
  "acknowledged",
  "rejected",
  "failed",
  "removed",
  "delisted",
  "restricted",
  "escalated",
  "counter_noticed",
] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];

/** What a host's reply says, as the reply parser reads it ("unparsed": shown raw, never dropped). */
export const replyKinds = ["acknowledged", "removed", "delisted", "rejected", "counter_notice", "forwarded", "unparsed"] as const;
export type ReplyKind = (typeof replyKinds)[number];

/** Why a route was chosen for a leak: a code the web app translates (issue 12). */
export const routeReasons = ["site_email", "site_webform", "host_abuse", "cdn_forward", "cdn_origin", "search_delisting", "registrar_abuse", "payment_processor", "site_impersonation"] as const;
export type RouteReason = (typeof routeReasons)[number];

/** What an escalation wave does (issue 13): W1 remind, W2 the host, CDN and payment processor, W3 the registrar and search engines, W4 hand over. */
export const waveActions = ["reminder", "host-cdn-processor", "registrar-search", "hand-over"] as const;
export type WaveAction = (typeof waveActions)[number];
/** Why a wave is due: the rule that set its date. */
export const waveReasons = ["reminder_48h_duty", "reminder_no_removal", "escalate_host", "escalate_registrar", "hand_over"] as const;
export type WaveReason = (typeof waveReasons)[number];

/** The entries of a creator's notice log (hash-chained). */
export const noticeEventKinds = ["composed", "sending", "sent", "failed", "reply", "escalated", "decision"] as const;
/** The creator's answer to a counter-notice (issue 13): let the content go back up, or have a lawyer sue. */
export const counterNoticeDecisions = ["let_go", "pursue"] as const;
export type CounterNoticeDecision = (typeof counterNoticeDecisions)[number];
export type NoticeEventKind = (typeof noticeEventKinds)[number];

/** What an administrator did, as the audit log records it (issue 16): one word per kind of action. */
export const adminActions = [
  "user.tier",
  "user.admin.grant",
  "user.admin.revoke",
  "user.sessions.revoke",
  "user.verification.resend",
  "user.ban",
  "user.unban",
  "appeal.decide",
  "identity.approve",
  "identity.reject",
  "broadcast.send",
  "job.retry",
  "agency.approve",
  "agency.reject",
  "booking.cancel",
  "partner.approve",
  "partner.reject",
  "payout.approve",
  "payout.reject",
  "payout.paid",
] as const;
export type AdminAction = (typeof adminActions)[number];

/** A suspended user's appeal (issue 16): open until an administrator lifts the ban or keeps it. */
export const appealStatuses = ["open", "lifted", "kept"] as const;
export type AppealStatus = (typeof appealStatuses)[number];

/** A member's role in an agency (issue 17): the owner and managers act for the roster's creators, a viewer only reads. */
export const agencyRoles = ["owner", "manager", "viewer"] as const;
export type AgencyRole = (typeof agencyRoles)[number];

/** An agency application (issue 17): waits for an administrator, who approves or rejects it. */
export const agencyApplicationStatuses = ["pending", "approved", "rejected"] as const;
export type AgencyApplicationStatus = (typeof agencyApplicationStatuses)[number];

/** How many creators an applying agency manages. */
export const agencyRosterSizes = ["1-5", "6-20", "21-50", "51+"] as const;
export type AgencyRosterSize = (typeof agencyRosterSizes)[number];

/** A creator on an agency's roster: invited until she accepts, active until she leaves or the agency removes her. */
export const agencyCreatorStatuses = ["invited", "active", "left", "removed"] as const;
export type AgencyCreatorStatus = (typeof agencyCreatorStatuses)[number];

/**
 * Where a candidate fake profile stands (issue 18): open (found, not acted on), reported (a notice
 * went to the platform as her agent: its takedown case follows), self_report (the platform takes
 * reports from the person only: a prepared report waits for her), not_me and own_account (her
 * verdict: never shown again), gone (the profile disappeared before anything was filed).
 */
export const fakeProfileStatuses = ["open", "reported", "self_report", "not_me", "own_account", "gone"] as const;
export type FakeProfileStatus = (typeof fakeProfileStatuses)[number];

/** The creator's verdicts on a candidate profile. */
export const fakeProfileVerdicts = ["not_me", "own_account"] as const;
export type FakeProfileVerdict = (typeof fakeProfileVerdicts)[number];

/**
 * Why a profile looks like an impersonation (issue 18), each a translated sentence with its params:
 * avatar_match {reference, distance}, posts_match {count, distance}, username_variant {username, name, variant},
 * display_name {name}, bio_leak_link {host}, bio_payment_lookalike {host}, claims_identity {phrase},
 * and one that lowers the score: fan_page {phrase}.
 */
export const fakeProfileReasonCodes = ["avatar_match", "posts_match", "username_variant", "display_name", "bio_leak_link", "bio_payment_lookalike", "claims_identity", "fan_page"] as const;
export type FakeProfileReasonCode = (typeof fakeProfileReasonCodes)[number];

/** How a username resembles one of the creator's names. */
export const usernameVariantKinds = ["same", "affix", "separator", "leetspeak", "confusable", "typo"] as const;
export type UsernameVariantKind = (typeof usernameVariantKinds)[number];

// Issue 19: public pages, the earning hub, GDPR and the public API.
/** A call booked at /bookacall: booked, then cancelled by the visitor or an admin. */
export const bookingStatuses = ["booked", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** What a call booked at /bookacall is about. */
export const bookingTopics = ["onboarding", "agency", "removal", "billing", "other"] as const;
export type BookingTopic = (typeof bookingTopics)[number];
/** A referral commission: pending until the refund window passes, then available, requested in a payout, paid; reversed on refund. */
export const commissionStatuses = ["pending", "available", "requested", "paid", "reversed"] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];
export const payoutStatuses = ["requested", "approved", "paid", "rejected"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
export const payoutMethods = ["bank_transfer", "paypal"] as const;
export type PayoutMethod = (typeof payoutMethods)[number];
export const partnerKinds = ["agency", "studio", "platform", "other"] as const;
export type PartnerKind = (typeof partnerKinds)[number];
export const partnerApplicationStatuses = ["pending", "approved", "rejected"] as const;
export type PartnerApplicationStatus = (typeof partnerApplicationStatuses)[number];
/** A data export (GDPR art. 15/20): queued, built by a job, ready until downloaded once or expired. */
export const dataExportStatuses = ["queued", "ready", "downloaded", "expired", "failed"] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];
/** An account deletion: scheduled for the end of the grace period, cancelled by the user, or erased. */
export const accountDeletionStatuses = ["scheduled", "cancelled", "erased"] as const;
export type AccountDeletionStatus = (typeof accountDeletionStatuses)[number];
/** Why a record outlives an account's erasure (shown before the deletion is confirmed, stored with it). */
export const keptRecordReasons = ["notices_sent", "billing_records", "affiliate_payments", "admin_records"] as const;
export type KeptRecordReason = (typeof keptRecordReasons)[number];
/** What an OAuth client may ask a user for (public API v1). */
export const apiScopes = ["leaks:read", "scans:read", "scans:write", "takedowns:read", "takedowns:write", "fake_profiles:read"] as const;
export type ApiScope = (typeof apiScopes)[number];
/** Events sent to a client's webhook, signed with its webhook secret. */
export const webhookEvents = ["leak.found", "leak.removed"] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
