// Starts the sandbox on its own: `node --import tsx packages/sandbox/src/serve.ts [--json]`.
// Prints every origin for manual browsing, or with --json one line describing the running
// sandbox (port, sites, demo creator, her videos once made) for a parent process such as the benchmark.
// Environment: SANDBOX_PORT (default 4500; 0 picks a free port), SANDBOX_SEED (1),
// SANDBOX_LATENCY ("min,max" ms, default none), SANDBOX_MISBEHAVE ("0" turns it off),
// CLOCK_SCALE (simulated seconds per real second for the owners' delays, default 1),
// SANDBOX_FLOW_CREATORS (a flow of new uploads with that many synthetic creators; its ground truth at
// http://flow.localhost:<port>/creators and /truth?from=&to=), SANDBOX_FLOW_SEED, SANDBOX_FLOW_UPLOADS
// (per site and hour), SANDBOX_FLOW_LEAK_SHARE.
import { startSandbox } from "./start-sandbox";
import { scaledClock } from "./clock/sandbox-clock";

const port = Number(process.env.SANDBOX_PORT ?? 4500);
const seed = Number(process.env.SANDBOX_SEED ?? 1);
const [min = 0, max = 0] = (process.env.SANDBOX_LATENCY ?? "0,0").split(",").map(Number);
const clock = scaledClock(Number(process.env.CLOCK_SCALE ?? 1));
const optional = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const creators = optional("SANDBOX_FLOW_CREATORS");
const flow = creators === undefined ? undefined : { creators, seed: optional("SANDBOX_FLOW_SEED"), uploadsPerSiteHour: optional("SANDBOX_FLOW_UPLOADS"), leakShare: optional("SANDBOX_FLOW_LEAK_SHARE") };
const sandbox = await startSandbox({ port, seed, latencyMs: [min, max], misbehave: process.env.SANDBOX_MISBEHAVE !== "0", clock, flow });

if (process.argv.includes("--json")) {
  await sandbox.warm();
  console.log(JSON.stringify({ port: sandbox.port, services: sandbox.services, sites: sandbox.sites, demoCreator: sandbox.demoCreator, videos: sandbox.videos, flow: sandbox.flow ? { startAt: sandbox.flow.startAt, creators: creators!, origin: sandbox.origin("flow") } : undefined }));
} else {
  console.log(`Sandbox web on 127.0.0.1:${sandbox.port} (seed ${seed})`);
  for (const site of sandbox.sites) console.log(`${site.tier.padEnd(7)} ${site.category.padEnd(16)} ${sandbox.origin(site.id)}/`);
  console.log(`rdap    ${sandbox.origin("rdap")}/domain/vidleakr.localhost`);
  console.log(`mail    ${sandbox.origin("mail")}/_mail (services: ${sandbox.origin("mail")}/_services, reply relay: POST /_relay)`);
  console.log(`smtp    ${sandbox.services.smtp.host}:${sandbox.services.smtp.port}   dns ${sandbox.services.dns}   clock x${clock.scale}`);
  console.log(`official pages: ${sandbox.demoCreator.officialUrls.join(" ")}`);
  if (sandbox.flow) console.log(`flow    ${creators} creators from ${sandbox.flow.startAt.toISOString()}: ${sandbox.origin("flow")}/creators, /truth?from=&to=, /reference/<id>.jpg`);
}
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
