// The sandbox side of bench/monitoring.bench.ts, in a process of its own (as the web would be), so
// its page and picture making is not counted as the scanner's CPU. Started with fork(); answers
// the bench's messages: the flow's creators and reference pictures, its truth, request counts, and
// its clock, which only the bench moves (one simulated hour at a time).
import { startSandbox } from "@unleak/sandbox";

type Request =
  | { id: number; op: "creators" }
  | { id: number; op: "pictures"; creatorIds: string[] }
  | { id: number; op: "truth"; from: string; to: string }
  | { id: number; op: "counts" }
  | { id: number; op: "advance"; ms: number };

const creators = Number(process.env.MONITORING_CREATORS);
const start = new Date(process.env.MONITORING_START ?? "2030-01-07T00:00:00.000Z");
let now = start.getTime();
const sandbox = await startSandbox({ seed: 5, misbehave: process.env.MONITORING_MISBEHAVE === "1", clock: { now: () => new Date(now), scale: 1 }, flow: { creators, seed: 9, startAt: start } });
const flow = sandbox.flow!;
const listed = new Set(sandbox.sites.filter((site) => site.listing).map((site) => site.id));

async function answer(request: Request): Promise<unknown> {
  switch (request.op) {
    case "creators":
      return flow.creators();
    case "pictures":
      return Promise.all(request.creatorIds.map((id) => flow.referencePicture(id)));
    case "truth":
      return flow.truth({ from: new Date(request.from), to: new Date(request.to) }).map((leak) => ({ ...leak, uploadedAt: leak.uploadedAt.toISOString(), listed: listed.has(leak.siteId) }));
    case "counts":
      return Object.values(sandbox.requestCounts()).reduce((sum, count) => sum + count, 0);
    case "advance":
      now += request.ms;
      return new Date(now).toISOString();
  }
}

process.on("message", (request: Request) => {
  answer(request).then(
    (value) => process.send!({ id: request.id, value }),
    (error: Error) => process.send!({ id: request.id, error: error.message }),
  );
});
process.on("disconnect", () => void sandbox.close().then(() => process.exit(0)));
process.send!({ ready: true, port: sandbox.port, startAt: start.toISOString() });
