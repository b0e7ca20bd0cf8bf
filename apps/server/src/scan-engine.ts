// Builds what scans run against: the sandbox web on loopback (embedded default: started here,
// or one already running on SANDBOX_PORT that several processes share), or the live web with
// the registry's live sites and the discovery providers whose keys are configured.
import type { ScanEngine } from "@unleak/core";
import { startSandbox } from "@unleak/sandbox";
import { createFetcher, loadLiveRegistry, loadSandboxRegistry } from "@unleak/scanner";
import { createProviders } from "@unleak/scanner/providers/index";
import type { Config } from "./config";

export async function createScanEngine(config: Config): Promise<{ engine: ScanEngine; stop(): Promise<void> }> {
  if (!config.sandbox.enabled) {
    return {
      engine: {
        target: "live",
        registry: loadLiveRegistry(),
        createFetcher: () => createFetcher(),
        providers: (fetcher) => createProviders({ ...config.providerKeys, fetcher }),
      },
      stop: async () => undefined,
    };
  }
  const sandbox = config.sandbox.port ? null : await startSandbox({ latencyMs: config.sandbox.latencyMs });
  const port = config.sandbox.port ?? sandbox!.port;
  if (sandbox) console.log(`Sandbox web with the demo creator "${sandbox.demoCreator.name}" on http://127.0.0.1:${port} (scans target it)`);
  return {
    engine: {
      target: "sandbox",
      registry: loadSandboxRegistry({ port }),
      createFetcher: () => createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port } }),
      providers: () => [],
    },
    stop: async () => sandbox?.close(),
  };
}
