// The operational routes (issue 20): liveness, readiness and Prometheus metrics, for load
// balancers, orchestrators and scrapers rather than people. Unlike every other contract they are
// mounted at the server's root (`/healthz`, not `/api/healthz`), as probes and scrapers expect, and
// are left out of the API's OpenAPI document (ADR 043).
import { z } from "zod";
import { defineRoute, empty, json } from "./route";

export const readinessCheckNames = ["database", "queue", "storage"] as const;
export type ReadinessCheckName = (typeof readinessCheckNames)[number];

export const readinessCheckSchema = z.object({
  status: z.enum(["ok", "failed", "timeout"]),
  ms: z.number().int().min(0).meta({ description: "How long the check took, in milliseconds" }),
});

export const livenessSchema = z.object({ status: z.literal("ok") }).meta({ id: "Liveness" });

export const readinessSchema = z
  .object({
    status: z.enum(["ready", "not_ready", "stopping"]),
    checks: z.partialRecord(z.enum(readinessCheckNames), readinessCheckSchema),
    /** The checks that did not pass (none while ready); "shutdown" once the process stops. */
    failing: z.array(z.enum([...readinessCheckNames, "shutdown"])),
  })
  .meta({ id: "Readiness" });
export type Readiness = z.infer<typeof readinessSchema>;

export const operationsRoutes = {
  liveness: defineRoute({
    method: "get",
    access: "public",
    path: "/healthz",
    summary: "Liveness: the process answers (no dependency is checked)",
    tags: ["Operations"],
    responses: { 200: json(livenessSchema, "The process is alive") },
  }),
  readiness: defineRoute({
    method: "get",
    access: "public",
    path: "/readyz",
    summary: "Readiness: the database, the job queue and the file storage answer in time",
    tags: ["Operations"],
    responses: { 200: json(readinessSchema, "Ready for traffic"), 503: json(readinessSchema, "A check failed, or the process is shutting down") },
  }),
  metrics: defineRoute({
    method: "get",
    access: "public",
    path: "/metrics",
    summary: "Prometheus metrics, for the holder of METRICS_TOKEN (404 when it is unset)",
    description: "Authorization: Bearer <METRICS_TOKEN>. Session cookies are no credential here.",
    tags: ["Operations"],
    responses: { 200: empty("The Prometheus text exposition format") },
  }),
};
