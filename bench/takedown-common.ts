// Shared by the takedown bench's parts (bench/takedown.bench.ts): figures, peak memory, an
// authorised creator, and the sandbox's planted picture pages with the pictures they show.
import type { Database } from "@unleak/db";
import { digitalSignatures, identityVerifications, officialLinks, stageNames } from "@unleak/db";
import type { Sandbox } from "@unleak/sandbox";
import type { Fetcher } from "@unleak/scanner";
import { seedCreator } from "@unleak/core/testing/seed";

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const rssMb = () => process.memoryUsage().rss / 2 ** 20;

/** The p-th percentile of `values` (nearest rank), 0 when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Samples the process's RSS until `stop()`, which answers the peak in MB (the whole process's, not one phase's). */
export function trackPeakRss(everyMs = 100): { stop(): number } {
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), everyMs);
  return {
    stop() {
      clearInterval(sampler);
      return Math.round(Math.max(peak, rssMb()));
    },
  };
}

/** A failed query's own message is its SQL: keep its start and the database's reason. */
export function describeError(error: unknown): string {
  const { message, cause } = error as Error & { cause?: Error };
  return `${message.slice(0, 160)}${message.length > 160 ? "…" : ""}${cause ? ` (cause: ${cause.message})` : ""}`;
}

/** The sites a leak can sit on (every site but the search engines, which get delisting requests). */
export const leakSites = (sandbox: Pick<Sandbox, "sites">) => sandbox.sites.filter((site) => site.category !== "search-engine");

/** A creator who may file: a valid letter, an approved identity, a stage name and an official link. */
export async function seedAuthorisedCreator(db: Database, id: string): Promise<void> {
  await seedCreator(db, { id, email: `${id}@bench.test`, name: `Bench ${id}` });
  await db.insert(digitalSignatures).values({ userId: id, consentVersion: "2026-11-24", fullName: `Bench ${id}`, contentDescription: "Photo sets published on my official page" });
  await db.insert(identityVerifications).values({ userId: id, documentType: "passport", status: "approved", reviewedAt: new Date("2026-11-01T00:00:00Z") });
  await db.insert(stageNames).values({ userId: id, name: `Nova ${id}` });
  await db.insert(officialLinks).values({ userId: id, platform: "website", url: `https://official.example/${id}` });
}

export interface PicturePage {
  url: string;
  siteId: string;
  siteName: string;
  category: Sandbox["sites"][number]["category"];
  owner: string;
  title: string;
  /** The pictures the page shows, as a scan's evidence would name them. */
  mediaUrls: string[];
}

/** Every planted picture leak with its site's owner and the pictures on the page (fetched once). */
export async function picturePages(sandbox: Pick<Sandbox, "sites" | "truth">, fetcher: Fetcher): Promise<PicturePage[]> {
  const pages: PicturePage[] = [];
  for (const page of sandbox.truth.filter((planted) => planted.kind === "picture-leak")) {
    const site = sandbox.sites.find((candidate) => candidate.id === page.siteId);
    if (!site) continue;
    const answer = await fetcher.fetch(page.url);
    const html = answer.body.toString("utf8");
    const sources = [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1], page.url).toString());
    const mediaUrls = [...new Set(sources.filter((src) => new URL(src).host === new URL(page.url).host))].slice(0, 2);
    pages.push({ url: page.url, siteId: site.id, siteName: site.name, category: site.category, owner: site.owner, title: page.title, mediaUrls });
  }
  return pages;
}

/** A creator's exact picture leak on a planted page, as a scan would have stored it at `foundAt`. */
export function pictureLeakOn(page: PicturePage, userId: string, foundAt: Date) {
  return {
    userId,
    url: page.url,
    siteId: page.siteId,
    siteName: page.siteName,
    category: page.category,
    title: page.title,
    kind: "picture" as const,
    quality: "exact" as const,
    evidence: { url: page.url, title: page.title, fetchedAt: foundAt.toISOString(), httpStatus: 200, mediaUrls: page.mediaUrls },
  };
}
