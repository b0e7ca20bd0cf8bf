// The evidence pack of a case (issue 13): GET /api/leaks/:id/evidence-pack.zip gives the owner one
// ZIP per leak, its PDF in the request's language and its manifest signed with the service's
// Ed25519 key; GET /api/evidence-key gives anyone the public key to verify that signature with.
import { evidenceRoutes as contract } from "@unleak/contracts";
import { buildEvidencePack, ed25519Signer, type EvidenceSigner } from "@unleak/core/takedowns/evidence-pack";
import { contractRouter, route } from "../http/contract-router";
import type { Services } from "../http/context";
import { requireActor } from "../http/session";
import { languageOf, translator } from "../i18n";
import { buildEvidencePackPdf } from "../reports/build-evidence-pack-pdf";

/** One signer per deployment: the key is parsed once. */
const signers = new WeakMap<Services, EvidenceSigner>();
function signerOf(services: Services): EvidenceSigner {
  const known = signers.get(services);
  if (known) return known;
  const signer = ed25519Signer(services.config.evidenceSigningKey);
  signers.set(services, signer);
  return signer;
}

export const evidenceRoutes = contractRouter()
  .openapi(route(contract.pack), async (c) => {
    const actor = requireActor(c);
    const services = c.get("services");
    const language = languageOf(c.req.raw);
    const t = translator(language);
    const { zip, filename } = await buildEvidencePack({
      db: services.db,
      storage: services.storage,
      actor,
      ownerId: actor.userId,
      leakId: c.req.valid("param").id,
      signer: signerOf(services),
      renderPdf: (data) => buildEvidencePackPdf(data, { t, language }),
      now: services.clock.now(),
    });
    return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    });
  })
  .openapi(route(contract.key), (c) =>
    c.body(signerOf(c.get("services")).publicKeyPem, 200, { "content-type": "application/x-pem-file", "cache-control": "public, max-age=3600" }),
  );
