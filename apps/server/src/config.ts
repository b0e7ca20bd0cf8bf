// Configuration, read once at boot from the environment and validated; every variable with its
// default is documented in the README's configuration table.
import { createPrivateKey, generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type FileKeyring, parseFileKey } from "@unleak/core/storage/file-encryption";
import type { S3Settings } from "@unleak/core/storage/s3-file-storage";
import { parseAdminEmails } from "@unleak/core/policy/is-admin";
import type { AffiliateTerms } from "@unleak/core/affiliates/affiliate-terms";
import { z } from "zod";
import { payoutMethods, type Plan } from "@unleak/contracts";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : value === "true" || value === "1"));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString,
  APP_URL: optionalString.pipe(z.url().optional()),
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  FILE_ENCRYPTION_KEY: optionalString.pipe(z.string().refine((key) => parseFileKey(key), "expected 32 bytes as 64 hex digits or base64").optional()),
  FILE_ENCRYPTION_PREVIOUS_KEYS: optionalString.pipe(
    z
      .string()
      .refine((keys) => keys.split(",").every((key) => parseFileKey(key)), "expected comma-separated 32-byte keys (hex or base64)")
      .optional(),
  ),
  // Files on an S3-compatible object store (ADR 045); S3_BUCKET turns it on, unset files stay in DATA_DIR/storage.
  S3_BUCKET: optionalString.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "expected an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)").optional()),
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, error: "expected an http(s) URL such as http://minio:9000" }).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag(false),
  S3_PREFIX: optionalString.pipe(z.string().regex(/^[a-zA-Z0-9._-]+(\/[a-zA-Z0-9._-]+)*\/?$/, "expected a folder such as unleak/ (letters, digits, . _ -, separated by /)").optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Unleak <no-reply@unleak.localhost>"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // SMS through Twilio (ADR 022); unset, SMS are kept in the outbox and printed on the console.
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_URL: z.url().default("https://api.twilio.com"),
  SUPPORT_CHAT_URL: optionalString,
  ADMIN_EMAILS: optionalString,
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
  MARKETING_URL: optionalString.pipe(z.url().optional()),
  RUN_WORKER: flag(true),
  TRUST_PROXY: flag(false),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  CAPTCHA_PROVIDER: z.enum(["altcha", "turnstile", "recaptcha"]).optional(),
  CAPTCHA_COMPLEXITY: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  CAPTCHA_VERIFY_URL: optionalString.pipe(z.url().optional()),
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET_KEY: optionalString,
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  AUTH_SIGN_IN_LIMIT: z.coerce.number().int().positive().default(5),
  AUTH_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_SIGN_UP_LIMIT: z.coerce.number().int().positive().default(3),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  SANDBOX: flag(true),
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // "min,max": each answer of the embedded sandbox waits that many milliseconds, like the web.
  SANDBOX_LATENCY: z
    .string()
    .regex(/^\d{1,5},\d{1,5}$/, "expected min,max in milliseconds, such as 100,300")
    .transform((value) => value.split(",").map(Number) as [number, number])
    .refine(([min, max]) => min <= max, "min must not exceed max")
    .default([0, 0]),
  SERPAPI_KEY: optionalString,
  GOOGLE_VISION_KEY: optionalString,
  TINEYE_KEY: optionalString,
  SCAN_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  SCAN_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).default(900),
  // A running scan whose worker gave no heartbeat for this long is re-queued or failed (ADR 016).
  SCAN_STALE_AFTER_SECONDS: z.coerce.number().int().min(2).max(3600).default(45),
  JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  // Full leaked videos one scan downloads at most, to compare their signatures (ADR 031); 0 turns it off.
  SCAN_VIDEO_MEGABYTES: z.coerce.number().int().min(0).max(100_000).default(512),
  // An unfinished reference-video upload that received nothing for this long is deleted with its parts.
  VIDEO_UPLOAD_EXPIRY_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24),
  // Payment (issue 15): Stripe's secret key and webhook signing secret; the price of each plan there.
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STARTER: z.string().trim().min(1).default("price_starter_monthly"),
  STRIPE_PRICE_PRO: z.string().trim().min(1).default("price_pro_monthly"),
  STRIPE_PRICE_ELITE: z.string().trim().min(1).default("price_elite_monthly"),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  // Where the sandbox's payment provider sends events (default APP_URL/api/billing/webhook).
  BILLING_WEBHOOK_URL: optionalString.pipe(z.url().optional()),
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
  // Identity documents are deleted this many days after the decision; the decision stays.
  IDENTITY_DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Takedowns (issue 12): simulated seconds per real second (sandbox only), the agent named in notices, replies.
  CLOCK_SCALE: z.coerce.number().min(1).max(1_000_000).default(1),
  // The real moment (ms since 1970) from which simulated time runs CLOCK_SCALE times faster; processes
  // sharing one database must share it, or each process's simulated "now" differs. Default: the process's start.
  CLOCK_ANCHOR: z.coerce.number().int().positive().optional(),
  // The takedown jobs' expiry (checks, waves, sending, composing): a job whose worker died runs again after it. Default: each job's own.
  TAKEDOWN_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).optional(),
  TAKEDOWN_AGENT_NAME: z.string().trim().min(1).default("Unleak"),
  TAKEDOWN_AGENT_ADDRESS: optionalString,
  TAKEDOWN_AGENT_EMAIL: optionalString.pipe(z.email().optional()),
  TAKEDOWN_AGENT_PHONE: optionalString,
  TAKEDOWN_AGENT_SIGNATORY: z.string().trim().min(1).default("Unleak Takedown Desk"),
  INBOUND_MAIL_DOMAIN: z.string().trim().regex(/^[a-z0-9.-]+$/i, "expected a domain name").default("unleak.localhost"),
  INBOUND_SMTP_HOST: z.string().default("127.0.0.1"),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // DKIM for e-mailed notices: all three, or none.
  DKIM_DOMAIN: optionalString,
  DKIM_SELECTOR: optionalString,
  DKIM_PRIVATE_KEY: optionalString,
  EVIDENCE_SIGNING_KEY: optionalString,
  // Escalation waves (issue 13): when each wave is due, and whose public holidays are not business days.
  TAKEDOWN_REMINDER_BUSINESS_DAYS: z.coerce.number().int().min(1).max(30).default(5),
  TAKEDOWN_HOST_AFTER_DAYS: z.coerce.number().int().min(1).max(90).default(10),
  TAKEDOWN_REGISTRAR_AFTER_BUSINESS_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  TAKEDOWN_HAND_OVER_AFTER_BUSINESS_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  TAKEDOWN_HOLIDAYS: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2}|none)$/, "expected a two-letter country code or none")
    .default("US"),
  // The operator's legal details (issue 19), shown on the imprint, contact and legal pages; unset, those pages say so.
  OPERATOR_NAME: optionalString,
  OPERATOR_ADDRESS: optionalString,
  OPERATOR_EMAIL: optionalString.pipe(z.email().optional()),
  OPERATOR_PHONE: optionalString,
  OPERATOR_REGISTER: optionalString,
  OPERATOR_VAT_ID: optionalString,
  OPERATOR_REPRESENTATIVE: optionalString,
  OPERATOR_DPO_EMAIL: optionalString.pipe(z.email().optional()),
  // Privacy (issue 19): days until a requested account deletion is carried out, hours an export's download link lives.
  DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  EXPORT_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  // Days the first-party referral cookie of the affiliate programme attributes a sign-up.
  AFFILIATE_COOKIE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // The public API (issue 19): webhooks may post to loopback addresses (always in the sandbox).
  WEBHOOK_ALLOW_LOOPBACK: flag(false),
  // The affiliate programme (issue 19): percent of each paid invoice of a referred account, days a
  // commission is held (the refund window), the least payout in cents, the payout methods offered.
  AFFILIATE_COMMISSION_RATE: z.coerce.number().min(0).max(100).default(20),
  AFFILIATE_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  PAYOUT_MINIMUM_CENTS: z.coerce.number().int().min(1).max(100_000_000).default(5000),
  PAYOUT_METHODS: z
    .string()
    .transform((value) => [...new Set(value.split(",").map((method) => method.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(payoutMethods)).min(1))
    .default(["bank_transfer", "paypal"]),
  // Operations (issue 20, ADR 043): the bearer token of GET /metrics (unset: no metrics route), the
  // JSON log's level, and how long a stopping process lets requests and jobs finish.
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, "use at least 16 characters (openssl rand -hex 24)").optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  baseUrl: string;
  authSecret: string;
  /** Encrypts private files at rest (ADR 018). */
  fileKeys: FileKeyring;
  smtpUrl?: string;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | null;
  /** `from`: a sender number (E.164) or a Messaging Service SID ("MG…"). */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | null;
  supportChatUrl: string | null;
  /** Verified users with these addresses are administrators (lower-cased). */
  adminEmails: string[];
  /** Help & Support's e-mail address, shown as a mailto link. */
  supportEmail: string | null;
  /** Where the logo leads; null: the public landing page (/home). */
  marketingUrl: string | null;
  runWorker: boolean;
  trustProxy: boolean;
  /** How many proxies of ours append to X-Forwarded-For: the caller is the entry that many from the right. */
  trustProxyHops: number;
  /** Origins allowed to send state-changing requests: APP_URL's, or both loopback names without it. */
  trustedOrigins: string[];
  captcha: CaptchaConfig;
  signInLimit: { max: number; windowSeconds: number };
  /** Sign-ups, password and e-mail changes allowed per address in 10 s. */
  signUpLimit: number;
  maxBodyBytes: number;
  storageDir: string;
  /** Files on S3 instead of storageDir (ADR 045); null: the local disk. */
  s3: S3Settings | null;
  version: string;
  /** Scans target the sandbox web on loopback (embedded demo) or, when off, the live web. */
  sandbox: { enabled: boolean; port: number | null; latencyMs: [number, number] };
  providerKeys: { serpApiKey?: string; googleVisionKey?: string; tinEyeKey?: string };
  scans: { concurrency: number; jobExpireSeconds: number; staleAfterSeconds: number; maxVideoBytes: number };
  jobMaintenanceIntervalSeconds: number;
  billing: {
    secretKey: string | null;
    /** Null in the sandbox: the endpoint is registered at start-up and its secret taken from the answer. */
    webhookSecret: string | null;
    webhookUrl: string | null;
    prices: Record<Plan, string>;
    graceDays: number;
  };
  ffmpegPath: string;
  ffprobePath: string;
  /** Hours without a byte after which an unfinished video upload is deleted. */
  videoUploadExpiryHours: number;
  /** Days after a decision until an identity verification's documents are deleted. */
  identityDocumentRetentionDays: number;
  /** Simulated seconds per real second for every takedown schedule (1 outside the sandbox). */
  clockScale: number;
  /** The real time (ms) simulated time is counted from; null: the process's start. */
  clockAnchor: number | null;
  /** Overrides the takedown jobs' own expiry (seconds); null: their own. */
  takedownJobExpireSeconds: number | null;
  takedowns: {
    /** Unleak as the creators' agent, named in every notice instead of the creator. */
    agent: { name: string; address: string; email: string; phone: string | null; signatory: string; website: string | null };
    /** Notices leave from the agent's address; replies come back to notices+<reference>@inboundDomain. */
    from: string;
    inboundDomain: string;
    /** Where the inbound SMTP listener listens; port null: no listener (0: any free port). */
    inbound: { host: string; port: number | null };
    /** Signs e-mailed notices when set. */
    dkim: { domainName: string; keySelector: string; privateKey: string } | null;
    /** When escalation waves are due; holidays: the country whose public holidays are not business days (null: weekends only). */
    escalation: {
      reminderAfterBusinessDays: number;
      hostAfterDaysFromFirstNotice: number;
      registrarAfterBusinessDays: number;
      handOverAfterBusinessDays: number;
      holidayCountry: string | null;
    };
  };
  /** The Ed25519 private key (PKCS8 PEM) that signs evidence packs' manifests (issue 13, ADR 029). */
  evidenceSigningKey: string;
  /** The operator's legal details for the imprint and legal pages (issue 19); null where unset. */
  operator: OperatorDetails;
  /** Days until a requested account deletion is carried out (cancellable until then). */
  deletionGraceDays: number;
  /** Hours a data export's download link stays valid. */
  exportLinkTtlHours: number;
  /** Days the affiliate programme's referral cookie attributes a sign-up. */
  affiliateCookieDays: number;
  /** The public API's webhooks (issue 19): loopback destinations allowed (sandbox, tests); otherwise only public addresses through the SSRF-safe fetcher. */
  webhooks: { allowLoopback: boolean };
  /** The affiliate programme's terms (issue 19): rate, hold period, cookie, payout minimum and methods. */
  affiliates: AffiliateTerms;
  /** Issue 20: GET /metrics's bearer token (null: the route answers 404), the log level, the shutdown grace. */
  operations: { metricsToken: string | null; logLevel: LogLevel; shutdownGraceSeconds: number };
}

export type LogLevel = z.infer<typeof envSchema>["LOG_LEVEL"];

export interface OperatorDetails {
  name: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  register: string | null;
  vatId: string | null;
  representative: string | null;
  dpoEmail: string | null;
}

/** The bot check of the free scan and sign-up: self-hosted ALTCHA unless Turnstile or reCAPTCHA keys are set. */
export type CaptchaConfig =
  | { provider: "altcha"; /** PBKDF2 iterations per attempt. */ complexity: number }
  | { provider: "turnstile" | "recaptcha"; siteKey: string; secretKey: string; verifyUrl: string };

export class ConfigError extends Error {}

/** Twilio needs all three of its variables; some without the others is a mistake, not "off". */
function twilioConfig(e: z.infer<typeof envSchema>): Config["twilio"] {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = e;
  if (!accountSid && !authToken && !from) return null;
  if (!accountSid || !authToken || !from) throw new ConfigError("SMS through Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together.");
  return { accountSid, authToken, from, apiUrl: e.TWILIO_API_URL.replace(/\/+$/, "") };
}

/** S3_BUCKET turns S3 on; the other S3_ variables without it, or half a key pair, are mistakes, not "off". */
function s3Config(e: z.infer<typeof envSchema>): S3Settings | null {
  const others = (["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PREFIX"] as const).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET) {
    if (others.length > 0) throw new ConfigError(`${others.join(", ")} set without S3_BUCKET: set S3_BUCKET to keep files on S3, or unset them to keep files in DATA_DIR/storage.`);
    return null;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK's own credentials such as an instance role).");
  if (!e.S3_REGION && !e.S3_ENDPOINT) throw new ConfigError("S3_BUCKET needs S3_REGION (e.g. eu-central-1), or S3_ENDPOINT for an S3-compatible service.");
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION ?? "us-east-1",
    accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX ? `${e.S3_PREFIX.replace(/\/+$/, "")}/` : "",
  };
}

const siteverifyUrls = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
} as const;

function captchaConfig(e: z.infer<typeof envSchema>): CaptchaConfig {
  const keys = {
    turnstile: e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY ? { siteKey: e.TURNSTILE_SITE_KEY, secretKey: e.TURNSTILE_SECRET_KEY } : null,
    recaptcha: e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY } : null,
  };
  const provider = e.CAPTCHA_PROVIDER ?? (keys.turnstile ? "turnstile" : keys.recaptcha ? "recaptcha" : "altcha");
  if (provider === "altcha") return { provider, complexity: e.CAPTCHA_COMPLEXITY };
  const chosen = keys[provider];
  if (!chosen) throw new ConfigError(`CAPTCHA_PROVIDER=${provider} needs ${provider.toUpperCase()}_SITE_KEY and ${provider.toUpperCase()}_SECRET_KEY.`);
  return { provider, ...chosen, verifyUrl: e.CAPTCHA_VERIFY_URL ?? siteverifyUrls[provider] };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.CLOCK_SCALE !== 1 && !e.SANDBOX) throw new ConfigError("CLOCK_SCALE speeds up the sandbox's simulated time only: it needs SANDBOX=true.");
  if (!e.SANDBOX && e.DATABASE_URL && (!e.TAKEDOWN_AGENT_ADDRESS || !e.TAKEDOWN_AGENT_EMAIL)) {
    throw new ConfigError("Notices name the agent: TAKEDOWN_AGENT_ADDRESS and TAKEDOWN_AGENT_EMAIL are required when SANDBOX=false.");
  }
  if (!e.SANDBOX && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError("STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint for APP_URL/api/billing/webhook) is required with STRIPE_SECRET_KEY.");
  }
  if (e.DATABASE_URL && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError("BETTER_AUTH_SECRET (at least 32 characters) is required when DATABASE_URL is set.");
  }
  if (e.DATABASE_URL && !e.FILE_ENCRYPTION_KEY) {
    throw new ConfigError("FILE_ENCRYPTION_KEY (32 bytes, hex or base64: openssl rand -base64 32) is required when DATABASE_URL is set.");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    baseUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authSecret: e.BETTER_AUTH_SECRET ?? embeddedSecret(dataDir),
    fileKeys: {
      current: parseFileKey(e.FILE_ENCRYPTION_KEY ?? embeddedSecret(dataDir, "file-encryption-key"))!,
      previous: e.FILE_ENCRYPTION_PREVIOUS_KEYS?.split(",").map((key) => parseFileKey(key)!) ?? [],
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : null,
    twilio: twilioConfig(e),
    supportChatUrl: e.SUPPORT_CHAT_URL ?? null,
    adminEmails: parseAdminEmails(e.ADMIN_EMAILS),
    supportEmail: e.SUPPORT_EMAIL ?? null,
    marketingUrl: e.MARKETING_URL ?? null,
    runWorker: e.RUN_WORKER,
    trustProxy: e.TRUST_PROXY,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    trustedOrigins: e.APP_URL ? [new URL(e.APP_URL).origin] : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`],
    captcha: captchaConfig(e),
    signInLimit: { max: e.AUTH_SIGN_IN_LIMIT, windowSeconds: e.AUTH_SIGN_IN_WINDOW_SECONDS },
    signUpLimit: e.AUTH_SIGN_UP_LIMIT,
    maxBodyBytes: e.MAX_BODY_BYTES,
    storageDir: path.join(dataDir, "storage"),
    s3: s3Config(e),
    version: readVersion(),
    sandbox: { enabled: e.SANDBOX, port: e.SANDBOX_PORT ?? null, latencyMs: e.SANDBOX_LATENCY },
    providerKeys: { serpApiKey: e.SERPAPI_KEY, googleVisionKey: e.GOOGLE_VISION_KEY, tinEyeKey: e.TINEYE_KEY },
    scans: { concurrency: e.SCAN_CONCURRENCY, jobExpireSeconds: e.SCAN_JOB_EXPIRE_SECONDS, staleAfterSeconds: e.SCAN_STALE_AFTER_SECONDS, maxVideoBytes: e.SCAN_VIDEO_MEGABYTES * 1024 * 1024 },
    jobMaintenanceIntervalSeconds: e.JOB_MAINTENANCE_INTERVAL_SECONDS,
    billing: {
      secretKey: e.STRIPE_SECRET_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      webhookUrl: e.BILLING_WEBHOOK_URL ?? null,
      prices: { starter: e.STRIPE_PRICE_STARTER, pro: e.STRIPE_PRICE_PRO, elite: e.STRIPE_PRICE_ELITE },
      graceDays: e.BILLING_GRACE_DAYS,
    },
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    videoUploadExpiryHours: e.VIDEO_UPLOAD_EXPIRY_HOURS,
    identityDocumentRetentionDays: e.IDENTITY_DOCUMENT_RETENTION_DAYS,
    clockScale: e.CLOCK_SCALE,
    clockAnchor: e.CLOCK_ANCHOR ?? null,
    takedownJobExpireSeconds: e.TAKEDOWN_JOB_EXPIRE_SECONDS ?? null,
    takedowns: takedownConfig(e),
    evidenceSigningKey: evidenceSigningKey(e.EVIDENCE_SIGNING_KEY, dataDir),
    operator: {
      name: e.OPERATOR_NAME ?? null,
      address: e.OPERATOR_ADDRESS ?? null,
      email: e.OPERATOR_EMAIL ?? null,
      phone: e.OPERATOR_PHONE ?? null,
      register: e.OPERATOR_REGISTER ?? null,
      vatId: e.OPERATOR_VAT_ID ?? null,
      representative: e.OPERATOR_REPRESENTATIVE ?? null,
      dpoEmail: e.OPERATOR_DPO_EMAIL ?? null,
    },
    deletionGraceDays: e.DELETION_GRACE_DAYS,
    exportLinkTtlHours: e.EXPORT_LINK_TTL_HOURS,
    affiliateCookieDays: e.AFFILIATE_COOKIE_DAYS,
    webhooks: { allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK || e.SANDBOX },
    affiliates: {
      rateBasisPoints: Math.round(e.AFFILIATE_COMMISSION_RATE * 100),
      holdDays: e.AFFILIATE_HOLD_DAYS,
      cookieDays: e.AFFILIATE_COOKIE_DAYS,
      payoutMinimumCents: e.PAYOUT_MINIMUM_CENTS,
      payoutMethods: e.PAYOUT_METHODS,
      // The plans' prices (and so the invoices) are in euros.
      currency: "eur",
    },
    operations: { metricsToken: e.METRICS_TOKEN ?? null, logLevel: e.LOG_LEVEL, shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS },
  };
}

/** The evidence packs' signing key: EVIDENCE_SIGNING_KEY (PEM, \n escapes allowed), or one made once and kept in the data folder. */
function evidenceSigningKey(configured: string | undefined, dataDir: string): string {
  if (configured) {
    const pem = configured.replace(/\\n/g, "\n");
    let type: string | undefined;
    try {
      type = createPrivateKey(pem).asymmetricKeyType;
    } catch {
      type = undefined;
    }
    if (type !== "ed25519") throw new ConfigError("EVIDENCE_SIGNING_KEY must be an Ed25519 private key as PKCS8 PEM (openssl genpkey -algorithm ed25519).");
    return pem;
  }
  const file = path.join(dataDir, "evidence-signing-key.pem");
  if (existsSync(file)) return readFileSync(file, "utf8");
  mkdirSync(dataDir, { recursive: true });
  const pem = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

function takedownConfig(e: z.infer<typeof envSchema>): Config["takedowns"] {
  const email = e.TAKEDOWN_AGENT_EMAIL ?? `takedowns@${e.INBOUND_MAIL_DOMAIN}`;
  return {
    agent: {
      name: e.TAKEDOWN_AGENT_NAME,
      address: e.TAKEDOWN_AGENT_ADDRESS ?? "Unleak Sandbox Agent, 1 Loopback Way, 00000 Localhost",
      email,
      phone: e.TAKEDOWN_AGENT_PHONE ?? null,
      signatory: e.TAKEDOWN_AGENT_SIGNATORY,
      website: e.APP_URL ?? null,
    },
    from: `${e.TAKEDOWN_AGENT_NAME} Takedowns <${email}>`,
    inboundDomain: e.INBOUND_MAIL_DOMAIN.toLowerCase(),
    // The sandbox's hosts reply to a listener on any free loopback port; elsewhere only when a port is set.
    inbound: { host: e.INBOUND_SMTP_HOST, port: e.INBOUND_SMTP_PORT ?? (e.SANDBOX ? 0 : null) },
    dkim: dkimConfig(e),
    escalation: {
      reminderAfterBusinessDays: e.TAKEDOWN_REMINDER_BUSINESS_DAYS,
      hostAfterDaysFromFirstNotice: e.TAKEDOWN_HOST_AFTER_DAYS,
      registrarAfterBusinessDays: e.TAKEDOWN_REGISTRAR_AFTER_BUSINESS_DAYS,
      handOverAfterBusinessDays: e.TAKEDOWN_HAND_OVER_AFTER_BUSINESS_DAYS,
      holidayCountry: e.TAKEDOWN_HOLIDAYS === "none" ? null : e.TAKEDOWN_HOLIDAYS.toUpperCase(),
    },
  };
}

/** DKIM needs its domain, selector and key together; the key as PEM (\n escapes allowed) or a path to a PEM file. */
function dkimConfig(e: z.infer<typeof envSchema>): Config["takedowns"]["dkim"] {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY: key } = e;
  if (!domainName && !keySelector && !key) return null;
  if (!domainName || !keySelector || !key) throw new ConfigError("DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together.");
  const privateKey = key.includes("-----BEGIN") ? key.replace(/\\n/g, "\n") : existsSync(key) ? readFileSync(key, "utf8") : null;
  if (!privateKey) throw new ConfigError("DKIM_PRIVATE_KEY must be a PEM private key or the path of a file that holds one.");
  return { domainName, keySelector, privateKey };
}

/** Embedded mode needs no setup: random secrets are made once and kept in the data folder. */
function embeddedSecret(dataDir: string, name = "auth-secret"): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readVersion(): string {
  const pkg = new URL("../../../package.json", import.meta.url);
  const { version } = JSON.parse(readFileSync(pkg, "utf8")) as { version?: string };
  return process.env.APP_VERSION ?? version ?? "0.0.0";
}
