// Accounts: better-auth with e-mail and password (verified e-mail required), or phone number and
// password (verified by an SMS code, ADR 022), reset, TOTP two-factor, Google when configured, admin
// roles, and rate limits kept in the database.
import { type Database, schema } from "@unleak/db";
import { ensureProfile, type Mailer, recordSignIn, syncProfileEmail } from "@unleak/core";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, phoneNumber, twoFactor } from "better-auth/plugins";
import { clearSignInFailures } from "@unleak/core/accounts/sign-in-throttle";
import { normalisePhoneNumber } from "@unleak/core/sms/phone-number";
import { createOutboxSmsSender, sendInBackground, type SmsSender } from "@unleak/core/sms/sms-sender";
import { createTwilioSmsSender } from "@unleak/core/sms/twilio-sms-sender";
import { recordReferral } from "@unleak/core/affiliates/record-referral";
import { type Clock, systemClock } from "@unleak/core/clock/clock";
import { REFERRAL_COOKIE } from "@unleak/contracts";
import { parse as parseCookies } from "hono/utils/cookie";
import { createAccountHooks } from "./auth/account-hooks";
import { isAddingEmail, verifyAddressOnChange } from "./auth/phone-account-email";
import { phoneChange } from "./auth/phone-change";
import { type PhoneCodes, phoneSignUp } from "./auth/phone-sign-up";
import type { Config } from "./config";
import { pickLanguage } from "@unleak/i18n";
import { announcedLanguage, languageOf, translator } from "./i18n";

/** The header our own HTTP layer sets to the caller's address; never taken from the client. */
export const clientIpHeader = "x-unleak-client-ip";

const minPasswordLength = 8;

/** The referral cookie of the request that creates an account (issue 19), if any. */
const referralCookieOf = (headers: Headers | undefined): string | null => parseCookies(headers?.get("cookie") ?? "", REFERRAL_COOKIE)[REFERRAL_COOKIE] ?? null;
const maxPasswordLength = 128;

/** Twilio when configured, else the outbox (and the console). */
const smsSenderOf = (config: Config, db: Database): SmsSender => (config.twilio ? createTwilioSmsSender({ db, ...config.twilio }) : createOutboxSmsSender({ db }));

export function createAuth({ config, db, mailer, sms = smsSenderOf(config, db), clock = systemClock }: { config: Config; db: Database; mailer: Mailer; sms?: SmsSender; clock?: Clock }) {
  const sendLinkMail = async (kind: "verify" | "addEmail" | "addressInUse" | "reset" | "changeEmail" | "existingAccount", to: string, name: string, url: string, request?: Request, extra: Record<string, string> = {}) => {
    const t = translator(languageOf(request));
    await mailer.send({
      to,
      subject: t(`mail:${kind}.subject`),
      text: t(`mail:${kind}.text`, { name, url, ...extra }),
    });
  };

  // The phoneNumber plugin keeps the codes; our sign-up endpoints reach them through its server API.
  const codes: PhoneCodes = {
    send: async (phoneNumber, headers): Promise<void> => void (await auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, headers })),
    consume: async (phoneNumber, code): Promise<void> => void (await auth.api.consumePhoneNumberOTP({ body: { phoneNumber, code } })),
  };

  const auth = betterAuth({
    appName: "Unleak",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength,
      maxPasswordLength,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }, request) => sendLinkMail("reset", user.email, user.name, url, request),
      // A reset by SMS code (ADR 022) lifts the throttle of the phone number as well.
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures({ db, account: user.email });
        const { phoneNumber: number } = user as { phoneNumber?: string | null };
        if (number) await clearSignInFailures({ db, account: number });
      },
      // Signing up with a registered address answers exactly like a new sign-up (same shape, see
      // ADR 014); the owner is told by mail how to sign in or reset the password instead.
      onExistingUserSignUp: ({ user }, request) =>
        sendLinkMail("existingAccount", user.email, user.name, `${config.baseUrl}/login`, request, { resetUrl: `${config.baseUrl}/forgot-password` }),
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: "user",
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // A phone account adding an address (ADR 022) gets a mail that says so, not a sign-up's.
      sendVerificationEmail: ({ user, url }, request) => sendLinkMail(isAddingEmail(request) ? "addEmail" : "verify", user.email, user.name, url, request),
    },
    user: {
      // A change is confirmed from the current address first, then the new one is verified.
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user, newEmail, url }, request) => sendLinkMail("changeEmail", user.email, user.name, url, request, { newEmail }),
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, accessType: "offline", prompt: "consent" } }
      : {},
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Reading one's own session guesses nothing, and the app asks on every page load: limiting
        // it per address would sign out the users behind one office address (agencies, NAT).
        "/get-session": false,
        "/sign-in/email": { window: config.signInLimit.windowSeconds, max: config.signInLimit.max },
        "/sign-in/phone-number": { window: config.signInLimit.windowSeconds, max: config.signInLimit.max },
        "/phone/verify": { window: config.signInLimit.windowSeconds, max: config.signInLimit.max },
        "/phone/sign-up": { window: 10, max: config.signUpLimit },
        "/phone/change": { window: 60, max: 5 },
        "/phone/change/verify": { window: config.signInLimit.windowSeconds, max: config.signInLimit.max },
        "/two-factor/verify-totp": { window: config.signInLimit.windowSeconds, max: config.signInLimit.max },
        "/two-factor/verify-backup-code": { window: config.signInLimit.windowSeconds, max: config.signInLimit.max },
        "/sign-up/email": { window: 10, max: config.signUpLimit },
        "/change-password": { window: 10, max: config.signUpLimit },
        "/change-email": { window: 10, max: config.signUpLimit },
        "/request-password-reset": { window: 60, max: 5 },
        "/phone-number/request-password-reset": { window: 60, max: 5 },
        "/phone-number/reset-password": { window: config.signInLimit.windowSeconds, max: config.signInLimit.max },
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: [clientIpHeader] } },
    hooks: createAccountHooks({
      db,
      minPasswordLength,
      notifyAddressOwner: (to, name, request) => sendLinkMail("addressInUse", to, name, `${config.baseUrl}/login`, request, { resetUrl: `${config.baseUrl}/forgot-password` }),
    }),
    // Wrong second factors are counted per account too, across challenges: 10 lock it for 15 minutes.
    plugins: [
      twoFactor({ issuer: "Unleak", accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 } }),
      admin(),
      phoneNumber({
        requireVerification: true,
        phoneNumberValidator: (value) => normalisePhoneNumber(value) === value,
        // In the background: a reset for an unknown number answers as fast as for a known one.
        sendOTP: ({ phoneNumber: to, code }, ctx) => sendInBackground(sms, { to, text: translator(pickLanguage(ctx?.headers?.get("accept-language")))("mail:sms.code", { code }) }),
        sendPasswordResetOTP: ({ phoneNumber: to, code }, ctx) =>
          sendInBackground(sms, { to, text: translator(pickLanguage(ctx?.headers?.get("accept-language")))("mail:sms.reset", { code }) }),
      }),
      phoneSignUp({ sms, codes, minPasswordLength, maxPasswordLength, loginUrl: `${config.baseUrl}/login` }),
      phoneChange({ codes }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            await ensureProfile({ db, userId: user.id, email: user.email, fullName: user.name });
            // A referral link's cookie attributes the new account to its affiliate (issue 19).
            const cookie = referralCookieOf(context?.headers ?? context?.request?.headers);
            await recordReferral({ db, userId: user.id, cookie, secret: config.authSecret, cookieDays: config.affiliates.cookieDays, now: clock.now() });
          },
        },
        update: {
          before: (data, context) => verifyAddressOnChange(data, context),
          after: async (user) => syncProfileEmail({ db, userId: user.id, email: user.email }),
        },
      },
      session: {
        create: {
          after: async (session, context) => {
            const language = announcedLanguage(context?.headers ?? context?.request?.headers);
            await recordSignIn({ db, userId: session.userId, userAgent: session.userAgent ?? null, ipAddress: session.ipAddress ?? null, language });
          },
        },
      },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
