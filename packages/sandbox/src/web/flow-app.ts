// The flow's ground truth over HTTP, for a parent process that runs the sandbox apart (serve.ts):
// host `flow`: GET /creators, GET /reference/<creatorId>.jpg?n=, GET /truth?from=&to= (ISO-8601).
import { Hono } from "hono";
import type { SandboxFlow } from "../types";

export function createFlowApp(flow: SandboxFlow): Hono {
  const app = new Hono();
  const window = (from: string | undefined, to: string | undefined) => {
    const range = { from: new Date(from ?? ""), to: new Date(to ?? "") };
    return Number.isNaN(range.from.getTime()) || Number.isNaN(range.to.getTime()) ? null : range;
  };
  app.get("/creators", (c) => c.json({ startAt: flow.startAt.toISOString(), creators: flow.creators() }));
  app.get("/reference/:file", async (c) => {
    const id = c.req.param("file").replace(/\.jpg$/, "");
    const n = Number.parseInt(c.req.query("n") ?? "0", 10) || 0;
    if (!flow.creators().some((creator) => creator.id === id)) return c.notFound();
    return new Response(new Uint8Array(await flow.referencePicture(id, n)), { headers: { "content-type": "image/jpeg" } });
  });
  app.get("/truth", (c) => {
    const range = window(c.req.query("from"), c.req.query("to"));
    if (!range) return c.json({ error: "from and to must be ISO-8601 times" }, 400);
    return c.json({ uploads: flow.uploadsIn(range), leaks: flow.truth(range) });
  });
  return app;
}
