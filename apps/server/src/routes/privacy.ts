// Privacy (issue 19): the caller's data export (asked for, built by a job, downloaded once) and the
// deletion of their own account, confirmed with the password and, with two-factor on, its code
// (both checked through better-auth). A scheduled deletion does not block the account: signing in
// again during the grace period works as before, with a banner that offers to cancel (ADR).
import { privacyRoutes as contract } from "@unleak/contracts";
import { AppError } from "@unleak/core";
import { clearSignInFailures, recordSignInFailure, signInRetryAfter } from "@unleak/core/accounts/sign-in-throttle";
import { cancelAccountDeletion, scheduleAccountDeletion } from "@unleak/core/privacy/account-deletion";
import { renewExportLink, requestDataExport, takeDataExport } from "@unleak/core/privacy/data-export";
import { readPrivacyOverview } from "@unleak/core/privacy/read-privacy-overview";
import type { Context } from "hono";
import { contractRouter, route } from "../http/contract-router";
import type { AppEnv } from "../http/context";
import { requireActor, requireUser } from "../http/session";
import { privacyServicesOf } from "../privacy-services";

const servicesOf = (c: Context<AppEnv>) => {
  const { config, db, storage, clock, mailer } = c.get("services");
  return privacyServicesOf({ config, db, storage, clock, mailer });
};

/** Whether the account signs in with a password (accounts made through Google have none to confirm with). */
async function credentialOf(c: Context<AppEnv>, userId: string): Promise<string | null> {
  const context = await c.get("services").auth.$context;
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  return credential?.password ?? null;
}

/** Checks the password and, with two-factor on, the authenticator's code, through better-auth. */
async function confirmIdentity(c: Context<AppEnv>, password: string, code: string | undefined): Promise<void> {
  const user = requireUser(c);
  const { auth, db } = c.get("services");
  // Wrong guesses are throttled per account like sign-ins: a stolen session cannot try passwords quickly.
  const account = `delete-account:${user.id}`;
  const retryAfter = await signInRetryAfter({ db, account });
  if (retryAfter > 0) throw new AppError("RATE_LIMITED", "too many wrong confirmations", { retryAfterSeconds: retryAfter });
  const refuse = async (code: "PASSWORD_INCORRECT" | "TWO_FACTOR_CODE_INVALID"): Promise<never> => {
    await recordSignInFailure({ db, account });
    throw new AppError(code);
  };
  const hash = await credentialOf(c, user.id);
  if (hash) {
    const context = await auth.$context;
    if (!password || !(await context.password.verify({ hash, password }))) await refuse("PASSWORD_INCORRECT");
  }
  if (user.twoFactorEnabled) {
    const verified =
      Boolean(code) &&
      (await auth.api.verifyTOTP({ body: { code: code! }, headers: c.req.raw.headers }).then(
        () => true,
        () => false,
      ));
    if (!verified) await refuse("TWO_FACTOR_CODE_INVALID");
  }
  await clearSignInFailures({ db, account });
}

export const privacyRoutes = contractRouter()
  .openapi(route(contract.overview), async (c) => {
    const actor = requireActor(c);
    const user = requireUser(c);
    const confirmation = { password: (await credentialOf(c, user.id)) !== null, twoFactor: Boolean(user.twoFactorEnabled) };
    return c.json(await readPrivacyOverview(servicesOf(c), { actor, ownerId: actor.userId, confirmation }), 200);
  })
  .openapi(route(contract.requestExport), async (c) => {
    const actor = requireActor(c);
    const { db, queue } = c.get("services");
    return c.json({ export: await requestDataExport({ db, queue, actor, ownerId: actor.userId }) }, 202);
  })
  .openapi(route(contract.exportLink), async (c) => {
    const actor = requireActor(c);
    const url = await renewExportLink({ ...servicesOf(c), actor, ownerId: actor.userId, exportId: c.req.valid("param").id });
    return c.json({ url }, 200);
  })
  .openapi(route(contract.download), async (c) => {
    const actor = requireActor(c);
    const { zip, filename } = await takeDataExport({ ...servicesOf(c), actor, token: c.req.valid("query").token });
    return c.body(new Uint8Array(zip), 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    });
  })
  .openapi(route(contract.scheduleDeletion), async (c) => {
    const actor = requireActor(c);
    const { password, code } = c.req.valid("json");
    await confirmIdentity(c, password, code);
    return c.json({ deletion: await scheduleAccountDeletion(servicesOf(c), { actor, ownerId: actor.userId }) }, 200);
  })
  .openapi(route(contract.cancelDeletion), async (c) => {
    const actor = requireActor(c);
    await cancelAccountDeletion(servicesOf(c), { actor, ownerId: actor.userId });
    return c.body(null, 204);
  });
