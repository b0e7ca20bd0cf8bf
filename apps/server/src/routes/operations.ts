// The operational routes (issue 20, ADR 043), mounted at the root: liveness (the process answers),
// readiness (database, queue and storage, 503 while any fails or once shutdown began) and the
// Prometheus metrics for the holder of METRICS_TOKEN.
import { operationsRoutes as contract } from "@unleak/contracts";
import { authoriseScraper, checkReadiness } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";

export const operationsRoutes = contractRouter()
  .openapi(route(contract.liveness), (c) => c.json({ status: "ok" as const }, 200, { "cache-control": "no-store" }))
  .openapi(route(contract.readiness), async (c) => {
    const { db, queue, storage, lifecycle } = c.get("services");
    const readiness = await checkReadiness({ db, queue, storage, stopping: lifecycle.stopping });
    return c.json(readiness, readiness.status === "ready" ? 200 : 503, { "cache-control": "no-store" });
  })
  .openapi(route(contract.metrics), async (c) => {
    const { config, metrics } = c.get("services");
    authoriseScraper({ token: config.operations.metricsToken, authorization: c.req.header("authorization") });
    return c.body(await metrics.registry.metrics(), 200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
  });
