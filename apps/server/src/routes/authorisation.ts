// The Letter of Authorisation and the authorisation status: sign (the PDF is laid out here and
// stored privately by core), read the valid letter, download a letter's PDF (its signer only),
// revoke, and the status with its checklist. The gate itself is core's mayActFor.
import { authorisationRoutes as contract } from "@unleak/contracts";
import { findActiveAgency, getAuthorisationStatus, getCurrentLetter, readLetterDocument, revokeLetter, signLetter } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { translator } from "../i18n";
import { buildLetterPdf } from "../reports/build-letter-pdf";

export const authorisationRoutes = contractRouter()
  .openapi(route(contract.status), async (c) => {
    const actor = requireActor(c);
    return c.json(await getAuthorisationStatus({ db: c.get("services").db, actor, ownerId: actor.userId }), 200);
  })
  .openapi(route(contract.current), async (c) => {
    const actor = requireActor(c);
    const { db } = c.get("services");
    const letter = await getCurrentLetter({ db, actor, ownerId: actor.userId });
    // The agency a letter signed now would name (issue 17): the form shows its paragraph.
    const agency = await findActiveAgency({ db, creatorId: actor.userId });
    return c.json({ letter, ...(agency ? { agency: { id: agency.id, name: agency.name } } : {}) }, 200);
  })
  .openapi(route(contract.sign), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    const body = c.req.valid("json");
    const letter = await signLetter({
      db,
      storage,
      actor,
      ownerId: actor.userId,
      ...body,
      ipAddress: c.get("clientIp") ?? null,
      userAgent: c.req.header("user-agent") ?? null,
      buildDocument: (input) => buildLetterPdf(input, translator(input.language)),
    });
    return c.json(letter, 201);
  })
  .openapi(route(contract.revoke), async (c) => {
    const actor = requireActor(c);
    await revokeLetter({ db: c.get("services").db, actor, ownerId: actor.userId });
    return c.body(null, 204);
  })
  .openapi(route(contract.document), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    const { pdf, signedAt } = await readLetterDocument({ db, storage, actor, ownerId: actor.userId, id: c.req.valid("param").id });
    const day = signedAt.toISOString().slice(0, 10);
    return c.body(new Uint8Array(pdf) as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="unleak-letter-of-authorisation-${day}.pdf"`,
      "cache-control": "private, no-store",
    });
  });
