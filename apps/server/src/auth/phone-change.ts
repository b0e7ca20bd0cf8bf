// Adding or changing the phone number of a signed-in account (ADR 022, issue 9):
//
//   POST /api/auth/phone/change         { phoneNumber, password }  → a code is sent to the new number
//   POST /api/auth/phone/change/verify  { phoneNumber, code }      → the account has the new number
//
// The request answers `{ status: true }` and sends the code whether or not the number belongs to
// another account (no enumeration); only someone who receives the code can learn that, at the
// verification. The current password is asked for, so that a stolen session cannot move the number
// (and with it the password reset by SMS) to the thief's phone. The old number stops signing in.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, isAPIError, sessionMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { phoneNumberOrRefuse, type PhoneCodes } from "./phone-sign-up";

/** The plugin's code errors, said for a number change rather than a sign-up. */
const spentCodeErrors = new Set(["OTP_EXPIRED", "OTP_NOT_FOUND", "TOO_MANY_ATTEMPTS"]);

async function consumeChangeCode(codes: PhoneCodes, phoneNumber: string, code: string) {
  try {
    await codes.consume(phoneNumber, code);
  } catch (error) {
    const errorCode = isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (errorCode && spentCodeErrors.has(errorCode)) throw new APIError("BAD_REQUEST", { code: "PHONE_CHANGE_CODE_SPENT", message: "Ask for a new code." });
    throw error;
  }
}

export function phoneChange({ codes }: { codes: PhoneCodes }) {
  return {
    id: "unleak-phone-change",
    endpoints: {
      requestPhoneNumberChange: createAuthEndpoint(
        "/phone/change",
        { method: "POST", use: [sessionMiddleware], body: z.object({ phoneNumber: z.string().max(64), password: z.string().max(256) }) },
        async (ctx) => {
          const phoneNumber = phoneNumberOrRefuse(ctx.body.phoneNumber);
          const { user } = ctx.context.session;
          const credential = await ctx.context.internalAdapter.findCredentialAccount(user.id);
          // Accounts without a password (Google) have nothing to confirm with.
          if (credential?.password && !(await ctx.context.password.verify({ hash: credential.password, password: ctx.body.password }))) {
            throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "Invalid password" });
          }
          if ((user as { phoneNumber?: string | null }).phoneNumber === phoneNumber) {
            throw new APIError("BAD_REQUEST", { code: "PHONE_NUMBER_SAME", message: "This is already your phone number." });
          }
          await codes.send(phoneNumber, ctx.request?.headers ?? ctx.headers);
          return ctx.json({ status: true });
        },
      ),
      verifyPhoneNumberChange: createAuthEndpoint(
        "/phone/change/verify",
        { method: "POST", use: [sessionMiddleware], body: z.object({ phoneNumber: z.string().max(64), code: z.string().max(32) }) },
        async (ctx) => {
          const phoneNumber = phoneNumberOrRefuse(ctx.body.phoneNumber);
          await consumeChangeCode(codes, phoneNumber, ctx.body.code.trim());
          const { session, user } = ctx.context.session;
          const holder = await ctx.context.adapter.findOne<{ id: string }>({ model: "user", where: [{ field: "phoneNumber", value: phoneNumber }] });
          if (holder && holder.id !== user.id) throw new APIError("BAD_REQUEST", { code: "PHONE_NUMBER_TAKEN", message: "This phone number belongs to another account." });
          const updated = await ctx.context.internalAdapter.updateUser(user.id, { phoneNumber, phoneNumberVerified: true });
          await setSessionCookie(ctx, { session, user: { ...user, ...updated } });
          return ctx.json({ status: true, phoneNumber });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
