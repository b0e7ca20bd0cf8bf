// `unleak scan --sandbox --name NAME`: starts the sandbox web, scans it through the real engine
// (the fetcher allowed onto the sandbox's loopback port only), prints the result, stops it.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { basename, extname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { startSandbox, type Sandbox } from "@unleak/sandbox";
import { createFetcher, loadSandboxRegistry, runScan, type Leak, type ScanResult, type ScanSubject } from "@unleak/scanner";
import type { CommandIo } from "../main";

const PICTURE = /\.(jpe?g|png|webp|gif|avif|tiff?)$/i;

class ScanUsageError extends Error {}

interface ScanCommandOptions {
  sandbox: boolean;
  names: string[];
  usernames: string[];
  official: string[];
  whitelist: string[];
  refs?: string;
  scope: "preview" | "full";
  json: boolean;
  evidenceDir?: string;
  seed: number;
  help: boolean;
}

const SCAN_USAGE = `Usage: unleak scan --sandbox --name NAME [options]

Starts the sandbox web, scans it for NAME with the real engine, prints the result, stops it.
  --name NAME          a stage name (repeatable)
  --username NAME      a username (repeatable)
  --refs DIR           folder of reference pictures (jpg, png, webp)
  --official URL       the creator's own page, never reported (repeatable)
  --whitelist URL      a licensed page or host, never reported (repeatable)
  --scope preview|full preview: the top 10 sites (default); full: every site
  --json               print the result as JSON
  --evidence-dir DIR   store evidence thumbnails there (JSON then names the files)
  --seed N             sandbox seed (default 1)
For the sandbox's demo creator (--name "Nova Quill") the demo's references, official pages
and whitelist are used unless given.`;

function parseScanOptions(args: string[]): ScanCommandOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: false,
      options: {
        sandbox: { type: "boolean", default: false },
        name: { type: "string", multiple: true, default: [] },
        username: { type: "string", multiple: true, default: [] },
        official: { type: "string", multiple: true, default: [] },
        whitelist: { type: "string", multiple: true, default: [] },
        refs: { type: "string" },
        scope: { type: "string", default: "preview" },
        json: { type: "boolean", default: false },
        "evidence-dir": { type: "string" },
        seed: { type: "string", default: "1" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new ScanUsageError((error as Error).message);
  }
  const { values } = parsed;
  const options: ScanCommandOptions = {
    sandbox: values.sandbox,
    names: values.name,
    usernames: values.username,
    official: values.official,
    whitelist: values.whitelist,
    refs: values.refs,
    scope: values.scope as "preview" | "full",
    json: values.json,
    evidenceDir: values["evidence-dir"],
    seed: Number(values.seed),
    help: values.help,
  };
  if (options.help) return options;
  if (!options.sandbox) throw new ScanUsageError("only --sandbox scans run from the CLI; live scans run in the server's workers");
  if (options.names.length === 0) throw new ScanUsageError("--name is required");
  if (options.scope !== "preview" && options.scope !== "full") throw new ScanUsageError("--scope must be preview or full");
  if (!Number.isInteger(options.seed)) throw new ScanUsageError("--seed must be an integer");
  return options;
}

export async function run(args: string[], io: CommandIo): Promise<number> {
  let options: ScanCommandOptions;
  try {
    options = parseScanOptions(args);
  } catch (error) {
    if (!(error instanceof ScanUsageError)) throw error;
    io.err(`unleak scan: ${error.message}`);
    io.err(SCAN_USAGE);
    return 2;
  }
  if (options.help) {
    io.out(SCAN_USAGE);
    return 0;
  }
  const sandbox = await startSandbox({ seed: options.seed });
  try {
    const subject = await subjectFor(options, sandbox);
    const fetcher = createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, perHostConcurrency: 6 });
    try {
      const result = await runScan({ subject, scope: options.scope, registry: loadSandboxRegistry({ port: sandbox.port }), fetcher });
      if (options.json) io.out(JSON.stringify(await toJson(result, subject, options.evidenceDir), null, 2));
      else printSummary(result, io);
      return 0;
    } finally {
      await fetcher.close();
    }
  } finally {
    await sandbox.close();
  }
}

/** The demo creator's references, official pages and whitelist apply when scanning for her. */
async function subjectFor(options: ScanCommandOptions, sandbox: Sandbox): Promise<ScanSubject> {
  const demo = sandbox.demoCreator;
  const isDemo = options.names.some((name) => name.trim().toLowerCase() === demo.name.toLowerCase());
  const refFiles = options.refs ? (await readdir(options.refs)).filter((file) => PICTURE.test(file)).sort().map((file) => resolve(options.refs!, file)) : isDemo ? demo.referenceImages : [];
  return {
    names: options.names,
    usernames: options.usernames.length > 0 ? options.usernames : isDemo ? [demo.username] : [],
    officialUrls: options.official.length > 0 ? options.official : isDemo ? demo.officialUrls : [],
    whitelist: options.whitelist.length > 0 ? options.whitelist : isDemo ? demo.whitelist : [],
    references: refFiles.map((path) => ({ id: basename(path, extname(path)), path })),
  };
}

async function toJson(result: ScanResult, subject: ScanSubject, evidenceDir: string | undefined) {
  if (evidenceDir) await mkdir(evidenceDir, { recursive: true });
  const leaks = await Promise.all(
    result.leaks.map(async (leak: Leak, index) => {
      const { thumbnail, ...evidence } = leak.evidence;
      let stored: { thumbnailFile: string } | { thumbnailBytes: number } = { thumbnailBytes: thumbnail?.length ?? 0 };
      if (evidenceDir && thumbnail) {
        const file = join(evidenceDir, `leak-${String(index + 1).padStart(3, "0")}.jpg`);
        await writeFile(file, thumbnail);
        stored = { thumbnailFile: resolve(file) };
      }
      return { ...leak, evidence: { ...evidence, ...stored } };
    }),
  );
  return {
    subject: { names: subject.names, usernames: subject.usernames, officialUrls: subject.officialUrls, whitelist: subject.whitelist, references: subject.references?.map((r) => r.id) },
    leaks,
    counts: result.counts,
    sitesScanned: result.sitesScanned,
    siteErrors: result.siteErrors,
    damage: result.damage,
    startedAt: result.startedAt,
    finishedAt: result.finishedAt,
  };
}

function printSummary(result: ScanResult, io: CommandIo): void {
  const seconds = (result.finishedAt.getTime() - result.startedAt.getTime()) / 1000;
  io.out(`${result.counts.total} leaks on ${Object.keys(result.counts.bySite).length} of ${result.sitesScanned} sites in ${seconds.toFixed(1)} s`);
  io.out(`quality: ${result.counts.byQuality.exact} exact, ${result.counts.byQuality.high} high, ${result.counts.byQuality.good} good`);
  io.out(`estimated monthly loss: ${result.damage.monthlyLoss.toFixed(2)} ${result.damage.currency}`);
  for (const leak of result.leaks) io.out(`  ${leak.quality.padEnd(5)} ${leak.kind.padEnd(7)} ${leak.siteName.padEnd(12)} ${leak.url}`);
  if (result.siteErrors.length > 0) io.out(`site errors: ${result.siteErrors.map((e) => `${e.siteId} (${e.stage}: ${e.reason} x${e.count})`).join(", ")}`);
}
