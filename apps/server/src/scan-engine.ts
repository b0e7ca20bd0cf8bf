// Builds what scans run against: the sandbox web on loopback (embedded default: started here,
// or one already running on SANDBOX_PORT that several processes share), or the live web with
// the registry's live sites and the discovery providers whose keys are configured.
// Leak URLs hold the sandbox's port, and leaks are kept by (creator, URL): the embedded sandbox
// listens on the same port after every restart (remembered in DATA_DIR), or leaks would repeat.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Clock, ScanEngine } from "@unleak/core";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { createFetcher, createProviders, loadLiveRegistry, loadSandboxRegistry } from "@unleak/scanner";
import type { Config } from "./config";

/** `instrumentMatcher`: times the picture matcher for the metrics (issue 20). */
export async function createScanEngine(
  config: Config,
  { clock, instrumentMatcher }: { clock?: Clock; instrumentMatcher?: ScanEngine["instrumentMatcher"] } = {},
): Promise<{ engine: ScanEngine; sandbox: Sandbox | null; stop(): Promise<void> }> {
  if (!config.sandbox.enabled) {
    return {
      engine: {
        target: "live",
        registry: loadLiveRegistry(),
        createFetcher: () => createFetcher(),
        providers: (fetcher) => createProviders({ ...config.providerKeys, fetcher }),
        videoTools: { ffmpegPath: config.ffmpegPath },
        maxVideoBytes: config.scans.maxVideoBytes,
        ...(instrumentMatcher ? { instrumentMatcher } : {}),
      },
      sandbox: null,
      stop: async () => undefined,
    };
  }
  const sandbox = config.sandbox.port ? null : await startSandboxOnStablePort(config, clock);
  const port = config.sandbox.port ?? sandbox!.port;
  if (sandbox) console.log(`Sandbox web with the demo creator "${sandbox.demoCreator.name}" on http://127.0.0.1:${port} (scans target it)`);
  return {
    engine: {
      target: "sandbox",
      registry: loadSandboxRegistry({ port }),
      createFetcher: () => createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port } }),
      providers: () => [],
      videoTools: { ffmpegPath: config.ffmpegPath },
      maxVideoBytes: config.scans.maxVideoBytes,
      ...(instrumentMatcher ? { instrumentMatcher } : {}),
    },
    sandbox,
    stop: async () => sandbox?.close(),
  };
}

/** The port this data folder's sandbox listened on before; the first time one derived from the folder. */
async function startSandboxOnStablePort(config: Config, clock: Clock | undefined): Promise<Sandbox> {
  const portFile = path.join(config.dataDir, "sandbox-port");
  const remembered = Number.parseInt(readOptional(portFile) ?? "", 10);
  const derived = 20_000 + (createHash("sha256").update(config.dataDir).digest().readUInt32BE(0) % 10_000);
  const wanted = Number.isInteger(remembered) && remembered > 0 && remembered < 65_536 ? remembered : derived;
  let sandbox: Sandbox;
  try {
    sandbox = await startSandbox({ latencyMs: config.sandbox.latencyMs, port: wanted, clock });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    console.warn(`Sandbox port ${wanted} is in use: another port is taken, so leaks found before are found again under new addresses.`);
    sandbox = await startSandbox({ latencyMs: config.sandbox.latencyMs, clock });
  }
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(portFile, `${sandbox.port}\n`);
  return sandbox;
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
