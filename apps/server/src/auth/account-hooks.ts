// better-auth hooks that harden accounts: common passwords are refused, wrong passwords are
// throttled per account (whatever address they come from), a session can be revoked only by its
// owner, and session tokens never reach page scripts (list-sessions, get-session). Phone numbers
// are signed in with in E.164, under the same throttle (ADR 022).
import { type Database } from "@unleak/db";
import { clearSignInFailures, recordSignInFailure, signInRetryAfter } from "@unleak/core/accounts/sign-in-throttle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { isCommonPassword } from "./common-passwords";
import { noticeTakenAddress, totpLabelOfPhoneAccount } from "./phone-account-email";
import { phoneNumberOrRefuse } from "./phone-sign-up";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const bodyField = (ctx: HookContext, field: string) => text((ctx.body as Record<string, unknown> | undefined)?.[field]);

function refuseCommonPassword(password: string | null, minLength: number) {
  // Too short is better-auth's own, more precise message.
  if (password && password.length >= minLength && isCommonPassword(password)) {
    throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: "This password is too common." });
  }
}

async function refuseThrottledSignIn(db: Database, email: string | null) {
  if (!email) return;
  const retryAfter = await signInRetryAfter({ db, account: email });
  if (retryAfter > 0) {
    throw new APIError("TOO_MANY_REQUESTS", { code: "ACCOUNT_SIGN_IN_THROTTLED", message: "Too many failed sign-ins for this account." }, { "retry-after": String(retryAfter) });
  }
}

async function refuseForeignSession(ctx: HookContext) {
  const token = bodyField(ctx, "token");
  const caller = await getSessionFromCtx(ctx);
  if (!token || !caller) return; // the endpoint answers these itself
  const target = await ctx.context.internalAdapter.findSession(token);
  if (target?.session.userId !== caller.user.id) {
    throw new APIError("NOT_FOUND", { code: "SESSION_NOT_FOUND", message: "Session not found." });
  }
}

async function countSignIn(db: Database, ctx: HookContext, account: string | null, wrongPasswordCode: string) {
  const returned = ctx.context.returned;
  if (!account) return;
  if (!isAPIError(returned)) return clearSignInFailures({ db, account });
  const code = (returned.body as { code?: string } | undefined)?.code;
  if (code === wrongPasswordCode) await recordSignInFailure({ db, account });
}

/** The phone number of a phone sign-in, in E.164 (400 INVALID_PHONE_NUMBER when it is none). */
const signInPhoneNumber = (ctx: HookContext) => phoneNumberOrRefuse(bodyField(ctx, "phoneNumber") ?? "");

/** The phone password reset, open over HTTP; the numbers it is given are normalised like sign-in's. */
const phonePasswordReset = new Set(["/phone-number/request-password-reset", "/phone-number/reset-password"]);

/**
 * The phoneNumber plugin's other code endpoints stay server-side: over HTTP they would send SMS to
 * any number or create accounts without a password; our /phone/sign-up and /phone/verify wrap them.
 */
function refuseRawPhoneEndpoint(ctx: HookContext) {
  if (ctx.request && ctx.path.startsWith("/phone-number/") && !phonePasswordReset.has(ctx.path)) {
    throw new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "Not found." });
  }
}

const isSessionAnswer = (value: unknown): value is { session: { token?: string } } =>
  typeof value === "object" && value !== null && "session" in value && typeof value.session === "object" && value.session !== null;

type AccountHookOptions = {
  db: Database;
  minPasswordLength: number;
  /** Mails the owner of an address that a phone account tried to add (ADR 022). */
  notifyAddressOwner: (to: string, name: string, request?: Request) => Promise<void>;
};

export function createAccountHooks({ db, minPasswordLength, notifyAddressOwner }: AccountHookOptions) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === "/sign-up/email" || ctx.path === "/phone/sign-up") refuseCommonPassword(bodyField(ctx, "password"), minPasswordLength);
      refuseRawPhoneEndpoint(ctx);
      if (ctx.path === "/change-password" || ctx.path === "/reset-password" || ctx.path === "/phone-number/reset-password") refuseCommonPassword(bodyField(ctx, "newPassword"), minPasswordLength);
      if (ctx.path === "/sign-in/email") await refuseThrottledSignIn(db, bodyField(ctx, "email"));
      if (ctx.path === "/revoke-session") await refuseForeignSession(ctx);
      if (ctx.path === "/sign-in/phone-number" || phonePasswordReset.has(ctx.path)) {
        const phoneNumber = signInPhoneNumber(ctx);
        if (ctx.path === "/sign-in/phone-number") await refuseThrottledSignIn(db, phoneNumber);
        return { context: { body: { ...(ctx.body as object), phoneNumber } } };
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === "/sign-in/email") await countSignIn(db, ctx, bodyField(ctx, "email"), "INVALID_EMAIL_OR_PASSWORD");
      if (ctx.path === "/sign-in/phone-number") await countSignIn(db, ctx, signInPhoneNumber(ctx), "INVALID_PHONE_NUMBER_OR_PASSWORD");
      await noticeTakenAddress(ctx, (to, name) => notifyAddressOwner(to, name, ctx.request));
      const labelled = await totpLabelOfPhoneAccount(ctx);
      if (labelled) return labelled;
      const returned = ctx.context.returned;
      if (ctx.path === "/list-sessions" && Array.isArray(returned)) {
        return ctx.json(returned.map(({ token: _token, ...session }: { token?: string }) => session));
      }
      // Over HTTP only: the server's own auth.api.getSession calls keep the whole session.
      if (ctx.path === "/get-session" && ctx.request && isSessionAnswer(returned)) {
        const { token: _token, ...session } = returned.session;
        return ctx.json({ ...returned, session });
      }
    }),
  };
}
