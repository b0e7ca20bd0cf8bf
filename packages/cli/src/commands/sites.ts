// `unleak sites check [--site ID] [--live] [--term T] [--json]`: self-checks site definitions:
// the search page answers, the selectors find results, a result page yields a title, the
// removed and soft-404 markers do not appear on that live page (else every page would look
// removed), and the takedown web form answers. Against the sandbox web by default; --live checks
// the live sites (operators only; never run by tests).
import { parseArgs } from "node:util";
import { startSandbox } from "@unleak/sandbox";
import {
  createFetcher,
  extractPage,
  extractSearchHits,
  hasMarker,
  loadLiveRegistry,
  loadSandboxRegistry,
  searchUrl,
  type Fetcher,
  type SiteDefinition,
  type SiteRegistry,
} from "@unleak/scanner";
import type { CommandIo } from "../main";

const USAGE = `Usage: unleak sites check [--site ID] [--live] [--term TERM] [--json]`;

export interface SiteCheck {
  siteId: string;
  ok: boolean;
  problems: string[];
  results: number;
  sampleUrl?: string;
  sampleTitle?: string;
}

export async function run(args: string[], io: CommandIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: args[0] === "check" ? args.slice(1) : args, options: { site: { type: "string" }, live: { type: "boolean", default: false }, term: { type: "string" }, json: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } } }));
  } catch (error) {
    io.err(`unleak sites: ${(error as Error).message}`);
    io.err(USAGE);
    return 2;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (args[0] !== "check") {
    io.err(USAGE);
    return 2;
  }
  // The sandbox is checked well-behaved: this checks definitions, not the sandbox's flakiness.
  const sandbox = values.live ? null : await startSandbox({ misbehave: false });
  const registry: SiteRegistry = sandbox ? loadSandboxRegistry({ port: sandbox.port }) : loadLiveRegistry();
  const fetcher = createFetcher(sandbox ? { sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port } } : {});
  try {
    const sites = values.site ? registry.sites.filter((site) => site.id === values.site) : registry.sites;
    if (sites.length === 0) {
      io.err(`unleak sites: no site ${values.site}`);
      return 2;
    }
    const term = values.term ?? (sandbox ? sandbox.demoCreator.name : "leak");
    const checks = await Promise.all(sites.map((site) => checkSite(site, registry, fetcher, term)));
    if (values.json) io.out(JSON.stringify(checks, null, 2));
    else for (const check of checks) io.out(`${check.ok ? "ok  " : "FAIL"} ${check.siteId.padEnd(16)} ${check.results} results${check.problems.length ? `: ${check.problems.join("; ")}` : ""}`);
    const failed = checks.filter((check) => !check.ok).length;
    io.out(`${checks.length - failed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    await fetcher.close();
    await sandbox?.close();
  }
}

export async function checkSite(site: SiteDefinition, registry: SiteRegistry, fetcher: Fetcher, term: string): Promise<SiteCheck> {
  const check: SiteCheck = { siteId: site.id, ok: false, problems: [], results: 0 };
  const get = async (url: string) => {
    try {
      const response = await fetcher.fetch(url);
      if (response.status >= 200 && response.status < 300) return response;
      check.problems.push(`${url} answered ${response.status}`);
    } catch (error) {
      check.problems.push(`${url}: ${(error as Error).message}`);
    }
    return null;
  };
  const search = await get(searchUrl(site.baseUrl, site.search, term, 1));
  if (search) {
    const hits = extractSearchHits(site.extract, registry.plugin(site), search.body.toString("utf8"), search.url);
    check.results = hits.length;
    if (hits.length === 0) check.problems.push("the result selectors found nothing");
    const sample = hits.find((hit) => registry.siteForUrl(hit.url)?.id === site.id) ?? hits[0];
    const page = sample ? await get(sample.url) : null;
    if (page && sample) {
      const html = page.body.toString("utf8");
      const content = extractPage((registry.siteForUrl(page.url) ?? site).extract, registry.plugin(registry.siteForUrl(page.url) ?? site), html, page.url);
      check.sampleUrl = page.url;
      check.sampleTitle = content.title;
      if (!content.title) check.problems.push("the title selector found nothing on a result page");
      if (hasMarker(html, [...site.removedMarkers, ...site.soft404Markers])) check.problems.push("a removed or soft-404 marker appears on a live page");
    }
  }
  if (site.category !== "search-engine" && site.removedMarkers.length === 0) check.problems.push("no removed markers");
  if (site.takedown.channel === "webform" && site.takedown.formUrl) await get(site.takedown.formUrl);
  check.ok = check.problems.length === 0;
  return check;
}
