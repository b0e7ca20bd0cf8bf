// Appeals of suspensions (issue 16). A suspended user sends one (multipart: email, explanation,
// up to three `evidence` files; app.ts bounds the request's size before it is read) and reads it
// back; both routes are open to a suspended account (http/suspension.ts). Administrators read the
// queue and answer; core records the answer, lifts the ban and mails the user.
import { APPEAL_EVIDENCE_FILES_MAX, APPEAL_EVIDENCE_MAX_BYTES, appealFieldsSchema, appealRoutes as contract } from "@unleak/contracts";
import { AppError } from "@unleak/core";
import type { SuspensionNotice } from "@unleak/core/admin/suspension-notice";
import type { EvidenceUpload } from "@unleak/core/appeals/appeal-evidence";
import { decideAppeal } from "@unleak/core/appeals/decide-appeal";
import { listAppeals } from "@unleak/core/appeals/list-appeals";
import { readMyAppeal } from "@unleak/core/appeals/read-my-appeal";
import { submitAppeal } from "@unleak/core/appeals/submit-appeal";
import { pickLanguage } from "@unleak/i18n";
import type { Context, HonoRequest } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { validationFailed } from "../http/read-json";
import { requireActor } from "../http/session";
import { translator } from "../i18n";

/** Room for every file at its limit and the multipart envelope and text around them. */
export const MAX_APPEAL_REQUEST_BYTES = APPEAL_EVIDENCE_FILES_MAX * APPEAL_EVIDENCE_MAX_BYTES + 128 * 1024;

async function appealForm(request: HonoRequest) {
  if (!(request.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new AppError("BAD_REQUEST", "multipart expected");
  let body: Record<string, unknown>;
  try {
    body = await request.parseBody({ all: true });
  } catch {
    throw new AppError("BAD_REQUEST");
  }
  const fields = appealFieldsSchema.safeParse({ email: body.email, explanation: body.explanation });
  if (!fields.success) throw validationFailed(fields.error);
  const files: EvidenceUpload[] = [];
  for (const file of [body.evidence].flat()) {
    if (file instanceof File) files.push({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
  }
  return { ...fields.data, files };
}

/** The user hears of the answer in the language they last used the app in. */
function noticeOf(c: Context<AppEnv>): SuspensionNotice {
  const { mailer, config } = c.get("services");
  return { mailer, translatorFor: (language) => translator(pickLanguage(language)), signInUrl: `${config.baseUrl}/login` };
}

export const appealRoutes = contractRouter()
  // The contract describes the multipart body; its fields are read here.
  .openapi(route(contract.submit), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    return c.json(await submitAppeal({ db, storage, actor, ownerId: actor.userId, ...(await appealForm(c.req)) }), 201);
  })
  .openapi(route(contract.mine), async (c) => {
    const actor = requireActor(c);
    return c.json(await readMyAppeal({ db: c.get("services").db, actor, ownerId: actor.userId }), 200);
  })
  .openapi(route(contract.queue), async (c) => {
    const { db, storage } = c.get("services");
    return c.json(await listAppeals({ db, storage, actor: requireActor(c), status: c.req.valid("query").status }), 200);
  })
  .openapi(route(contract.decide), async (c) => {
    const { decision, response } = c.req.valid("json");
    const appealId = c.req.valid("param").id;
    return c.json(await decideAppeal({ db: c.get("services").db, actor: requireActor(c), notice: noticeOf(c), appealId, decision, response }), 200);
  });
