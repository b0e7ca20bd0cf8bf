// Starts the sandbox for manual browsing and prints every origin: `node --import tsx packages/sandbox/src/serve.ts`.
import { startSandbox } from "./start-sandbox";

const port = Number(process.env.SANDBOX_PORT ?? 4500);
const sandbox = await startSandbox({ port, seed: Number(process.env.SANDBOX_SEED ?? 1), latencyMs: [0, 0] });
console.log(`Sandbox web on 127.0.0.1:${sandbox.port} (seed ${process.env.SANDBOX_SEED ?? 1})`);
for (const site of sandbox.sites) console.log(`${site.tier.padEnd(7)} ${site.category.padEnd(16)} ${sandbox.origin(site.id)}/`);
console.log(`rdap    ${sandbox.origin("rdap")}/domain/vidleakr.localhost`);
console.log(`mail    ${sandbox.origin("mail")}/_mail`);
console.log(`official pages: ${sandbox.demoCreator.officialUrls.join(" ")}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
