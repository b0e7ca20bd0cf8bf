// Starts the sandbox on its own: `node --import tsx packages/sandbox/src/serve.ts [--json]`.
// Prints every origin for manual browsing, or with --json one line describing the running
// sandbox (port, sites, demo creator) for a parent process such as the benchmark.
// Environment: SANDBOX_PORT (default 4500; 0 picks a free port), SANDBOX_SEED (1),
// SANDBOX_LATENCY ("min,max" ms, default none), SANDBOX_MISBEHAVE ("0" turns it off).
import { startSandbox } from "./start-sandbox";

const port = Number(process.env.SANDBOX_PORT ?? 4500);
const seed = Number(process.env.SANDBOX_SEED ?? 1);
const [min = 0, max = 0] = (process.env.SANDBOX_LATENCY ?? "0,0").split(",").map(Number);
const sandbox = await startSandbox({ port, seed, latencyMs: [min, max], misbehave: process.env.SANDBOX_MISBEHAVE !== "0" });

if (process.argv.includes("--json")) {
  await sandbox.warm();
  console.log(JSON.stringify({ port: sandbox.port, sites: sandbox.sites, demoCreator: sandbox.demoCreator }));
} else {
  console.log(`Sandbox web on 127.0.0.1:${sandbox.port} (seed ${seed})`);
  for (const site of sandbox.sites) console.log(`${site.tier.padEnd(7)} ${site.category.padEnd(16)} ${sandbox.origin(site.id)}/`);
  console.log(`rdap    ${sandbox.origin("rdap")}/domain/vidleakr.localhost`);
  console.log(`mail    ${sandbox.origin("mail")}/_mail`);
  console.log(`official pages: ${sandbox.demoCreator.officialUrls.join(" ")}`);
}
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
