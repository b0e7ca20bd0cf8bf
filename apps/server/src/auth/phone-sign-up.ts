// Sign-up with a phone number and a password (ADR 022). better-auth's phoneNumber plugin signs in
// with phone + password and keeps the SMS codes; this plugin adds the sign-up around it:
//
//   POST /api/auth/phone/sign-up  { phoneNumber, password, name }  (bot check, see app.ts)
//     → the request is kept (name and password hash) and a code is sent by SMS; a number that
//       already has an account gets an SMS saying so instead. Both answer `{ status: true }`.
//   POST /api/auth/phone/verify   { phoneNumber, code }
//     → with the right code the account is created, phone verified and password set, and signed in.
//
// No account exists before its number is proven, so an unverified number can never sign in, and a
// stranger who signs up with someone's number first cannot plant a password on their account.
import { randomUUID } from "node:crypto";
import { phoneAccountEmailDomain } from "@unleak/contracts/phone-account";
import { normalisePhoneNumber } from "@unleak/core/sms/phone-number";
import { sendInBackground, type SmsSender } from "@unleak/core/sms/sms-sender";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { translator, languageOf } from "../i18n";

/** How long a phone sign-up waits for its code, in seconds (the code itself lives 5 minutes). */
export const pendingSignUpSeconds = 10 * 60;
const pendingIdentifier = (phoneNumber: string) => `unleak-phone-sign-up-${phoneNumber}`;

/**
 * Accounts made with a phone number still need an e-mail column (unique, not null): a never
 * deliverable, never guessable address under the reserved `.invalid` domain.
 */
export const phoneAccountEmail = () => `phone-${randomUUID()}@${phoneAccountEmailDomain}`;

/** E.164 or a 400 INVALID_PHONE_NUMBER, translated like every better-auth error. */
export function phoneNumberOrRefuse(input: string): string {
  const phoneNumber = normalisePhoneNumber(input);
  if (!phoneNumber) throw new APIError("BAD_REQUEST", { code: "INVALID_PHONE_NUMBER", message: "Invalid phone number" });
  return phoneNumber;
}

export interface PhoneCodes {
  /** Creates a code for the number and sends it (better-auth's phoneNumber plugin). */
  send(phoneNumber: string, headers?: Headers): Promise<void>;
  /** Checks and spends a code; throws the plugin's INVALID_OTP / OTP_EXPIRED / TOO_MANY_ATTEMPTS. */
  consume(phoneNumber: string, code: string): Promise<void>;
}

interface PendingSignUp {
  name: string;
  passwordHash: string;
}

export function phoneSignUp({ sms, codes, minPasswordLength, maxPasswordLength, loginUrl }: { sms: SmsSender; codes: PhoneCodes; minPasswordLength: number; maxPasswordLength: number; loginUrl: string }) {
  return {
    id: "unleak-phone-sign-up",
    endpoints: {
      signUpPhoneNumber: createAuthEndpoint(
        "/phone/sign-up",
        { method: "POST", body: z.object({ phoneNumber: z.string().max(64), password: z.string(), name: z.string().trim().min(1).max(200) }) },
        async (ctx) => {
          const phoneNumber = phoneNumberOrRefuse(ctx.body.phoneNumber);
          const { password, name } = ctx.body;
          if (password.length < minPasswordLength) throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_SHORT", message: "Password too short" });
          if (password.length > maxPasswordLength) throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_LONG", message: "Password too long" });
          // Hashed in both cases, so that an existing number does not answer faster.
          const passwordHash = await ctx.context.password.hash(password);
          const existing = await ctx.context.adapter.findOne<{ id: string }>({ model: "user", where: [{ field: "phoneNumber", value: phoneNumber }] });
          if (existing) {
            const t = translator(languageOf(ctx.request));
            sendInBackground(sms, { to: phoneNumber, text: t("mail:sms.existingAccount", { url: loginUrl }) });
            return ctx.json({ status: true });
          }
          const { internalAdapter } = ctx.context;
          await internalAdapter.deleteVerificationByIdentifier(pendingIdentifier(phoneNumber));
          const pending: PendingSignUp = { name, passwordHash };
          await internalAdapter.createVerificationValue({
            identifier: pendingIdentifier(phoneNumber),
            value: JSON.stringify(pending),
            expiresAt: new Date(Date.now() + pendingSignUpSeconds * 1000),
          });
          await codes.send(phoneNumber, ctx.request?.headers ?? ctx.headers);
          return ctx.json({ status: true });
        },
      ),
      verifyPhoneSignUp: createAuthEndpoint(
        "/phone/verify",
        { method: "POST", body: z.object({ phoneNumber: z.string().max(64), code: z.string().max(32) }) },
        async (ctx) => {
          const phoneNumber = phoneNumberOrRefuse(ctx.body.phoneNumber);
          const { internalAdapter, adapter } = ctx.context;
          const stored = await internalAdapter.findVerificationValue(pendingIdentifier(phoneNumber));
          if (!stored || stored.expiresAt < new Date()) throw new APIError("BAD_REQUEST", { code: "OTP_EXPIRED", message: "OTP expired" });
          await codes.consume(phoneNumber, ctx.body.code.trim());
          const pending = JSON.parse(stored.value) as PendingSignUp;
          await internalAdapter.deleteVerificationByIdentifier(pendingIdentifier(phoneNumber));
          // Two sign-ups for one number raced and the other was verified first: this one is void.
          if (await adapter.findOne({ model: "user", where: [{ field: "phoneNumber", value: phoneNumber }] })) {
            throw new APIError("BAD_REQUEST", { code: "OTP_EXPIRED", message: "OTP expired" });
          }
          const user = await internalAdapter.createUser({ email: phoneAccountEmail(), emailVerified: false, name: pending.name, phoneNumber, phoneNumberVerified: true }, { method: "phone-number" });
          await internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: pending.passwordHash });
          const session = await internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ status: true, user: { id: user.id, name: user.name } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
