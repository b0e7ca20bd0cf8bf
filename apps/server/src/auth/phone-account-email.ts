// A phone account (ADR 022) adds a real e-mail address through better-auth's change-email flow:
// its placeholder address is unverified, so the library sends the verification link straight to the
// new address, and following it moves the account to that address. What we add around it:
//   - the address is verified by that click (the library keeps the old, unverified state), so the
//     e-mail and password sign-in works afterwards;
//   - an address that another account took meanwhile is refused at the click (EMAIL_TAKEN);
//   - an address that already has an account answers like a free one (the library does), and its
//     owner is told by mail, so both cases send one mail (no enumeration, no timing hint);
//   - the placeholder never reaches the authenticator app: the TOTP label is the phone number.
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type EndpointContext = { path?: string; query?: Record<string, unknown>; context: { internalAdapter: { findUserByEmail(email: string): Promise<{ user: { id: string } } | null> } } };

/** The mail a phone account's new address gets, told apart from a sign-up's verification mail. */
export const isAddingEmail = (request: Request | undefined) => (request ? new URL(request.url).pathname.endsWith("/change-email") : false);

/** `user.update.before`: the verification link of a new address verifies it, unless it was taken. */
export async function verifyAddressOnChange<Update extends { email?: string }>(data: Update, context: EndpointContext | null | undefined) {
  if (context?.path !== "/verify-email" || typeof data.email !== "string") return;
  // The account being moved still has its old address, so any holder of the new one is another.
  if (await context.context.internalAdapter.findUserByEmail(data.email)) {
    const callbackURL = typeof context.query?.callbackURL === "string" ? context.query.callbackURL : null;
    if (callbackURL?.startsWith("/")) throw new APIError("FOUND", undefined, { Location: `${callbackURL}${callbackURL.includes("?") ? "&" : "?"}error=EMAIL_TAKEN` });
    throw new APIError("BAD_REQUEST", { code: "EMAIL_TAKEN", message: "This e-mail address belongs to another account." });
  }
  return { data: { ...data, emailVerified: true } };
}

type SessionUser = { id: string; email: string; name: string; phoneNumber?: string | null };
const sessionUserOf = async (ctx: HookContext) => ((await getSessionFromCtx(ctx))?.user as SessionUser | undefined) ?? null;

/** `after` hook: tells the owner of an address that a phone account tried to add it. */
export async function noticeTakenAddress(ctx: HookContext, notify: (to: string, name: string) => Promise<void>) {
  if (ctx.path !== "/change-email" || ctx.context.returned instanceof Error) return;
  const caller = await sessionUserOf(ctx);
  const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
  if (!caller || !isPhoneAccountEmail(caller.email) || typeof newEmail !== "string") return;
  const holder = await ctx.context.internalAdapter.findUserByEmail(newEmail.toLowerCase());
  if (holder && holder.user.id !== caller.id) await notify(holder.user.email, holder.user.name);
}

/** `after` hook: the TOTP URI of a phone account is labelled with its number, not the placeholder. */
export async function totpLabelOfPhoneAccount(ctx: HookContext) {
  if (ctx.path !== "/two-factor/enable" && ctx.path !== "/two-factor/get-totp-uri") return;
  const returned = ctx.context.returned as { totpURI?: unknown } | undefined;
  const user = await sessionUserOf(ctx);
  if (!user || !isPhoneAccountEmail(user.email) || typeof returned?.totpURI !== "string") return;
  const label = encodeURIComponent(user.phoneNumber ?? user.name);
  return ctx.json({ ...returned, totpURI: returned.totpURI.replace(`:${encodeURIComponent(user.email)}?`, `:${label}?`) });
}
