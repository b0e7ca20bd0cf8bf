// GET /api/scans/:id/report.pdf: the leak report PDF of one of the caller's finished scans, in the
// language the request asks for. Another user's scan is a 404, an unfinished one a 409.
import { scanRoutes as contract } from "@unleak/contracts";
import { loadLeakReport } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { languageOf, translator } from "../i18n";
import { buildLeakReportPdf } from "../reports/build-leak-report-pdf";

export const leakReportPdfRoutes = contractRouter().openapi(route(contract.reportPdf), async (c) => {
  const actor = requireActor(c);
  const { db, storage } = c.get("services");
  const data = await loadLeakReport({ db, storage, scanId: c.req.valid("param").id, actor, ownerId: actor.userId });
  const language = languageOf(c.req.raw);
  const pdf = await buildLeakReportPdf(data, { t: translator(language), language });
  const day = data.finishedAt.toISOString().slice(0, 10);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="unleak-report-${day}.pdf"`,
    "cache-control": "private, no-store",
  });
});
