// The creator's identity verification: the state of their latest one, and a new submission
// (multipart: documentType, front, back where the document has one, selfie). The request's size is
// bounded before the body is read (app.ts gives this path its own limit); each picture is checked,
// re-encoded and stored encrypted in packages/core.
import { identityDocumentFields, identityRoutes as contract, type IdentityDocumentField } from "@unleak/contracts";
import { AppError } from "@unleak/core";
import { MAX_IDENTITY_IMAGE_BYTES } from "@unleak/core/authorisation/identity-documents";
import { getIdentityVerification } from "@unleak/core/authorisation/identity-status";
import { submitIdentityVerification } from "@unleak/core/authorisation/submit-identity";
import type { HonoRequest } from "hono";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

/** Room for three pictures at their limit and the multipart envelope around them. */
export const MAX_IDENTITY_REQUEST_BYTES = 3 * MAX_IDENTITY_IMAGE_BYTES + 64 * 1024;

async function submission(request: HonoRequest) {
  if (!(request.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new AppError("FILE_REQUIRED", "multipart expected", { field: "front" });
  let body: Record<string, unknown>;
  try {
    body = await request.parseBody();
  } catch {
    throw new AppError("BAD_REQUEST");
  }
  const files: Partial<Record<IdentityDocumentField, Buffer>> = {};
  for (const field of identityDocumentFields) {
    const file = body[field];
    if (file instanceof File) files[field] = Buffer.from(await file.arrayBuffer());
  }
  return { documentType: typeof body.documentType === "string" ? body.documentType : undefined, files };
}

export const identityRoutes = contractRouter()
  .openapi(route(contract.get), async (c) => {
    const actor = requireActor(c);
    return c.json(await getIdentityVerification({ db: c.get("services").db, actor, ownerId: actor.userId }), 200);
  })
  // The contract describes the multipart body; its fields are read here.
  .openapi(route(contract.submit), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    return c.json(await submitIdentityVerification({ db, storage, actor, ownerId: actor.userId, ...(await submission(c.req)) }), 201);
  });
