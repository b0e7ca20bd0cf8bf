import { siteCategories, siteTiers } from "@unleak/contracts";
import { SITE_CATEGORIES, siteDefinitionSchema } from "@unleak/scanner";
import { describe, expect, it } from "vitest";
import { type FinishedScan, monitoredSites } from "./site-health";

const site = (id: string, tier: "preview" | "full" | "continuous") => ({ id, name: id.toUpperCase(), category: "tube", tier, verified: true }) as never;
const sites = [site("a", "preview"), site("b", "full"), site("c", "continuous")];
const at = (iso: string) => new Date(iso);

describe("monitoredSites", () => {
  it("knows nothing of a site no finished scan covered", () => {
    expect(monitoredSites(sites, []).map((s) => [s.id, s.health, s.lastCrawledAt])).toEqual([
      ["a", "unknown", null],
      ["b", "unknown", null],
      ["c", "unknown", null],
    ]);
  });

  it("dates a preview site by a preview or full scan, a full site by a full scan only, a continuous site by none", () => {
    const recent: FinishedScan[] = [
      { scope: "preview", finishedAt: at("2026-03-02T10:00:00Z"), result: { siteErrors: 0 } },
      { scope: "full", finishedAt: at("2026-03-01T10:00:00Z"), result: { siteErrors: 0 } },
    ];
    const [a, b, c] = monitoredSites(sites, recent);
    expect(a).toMatchObject({ lastCrawledAt: "2026-03-02T10:00:00.000Z", health: "healthy", tier: "preview", name: "A" });
    expect(b).toMatchObject({ lastCrawledAt: "2026-03-01T10:00:00.000Z", health: "healthy" });
    expect(c).toMatchObject({ lastCrawledAt: null, health: "unknown" });
  });

  it("calls a site unconfirmed when its covering scan reported errors and found nothing there, healthy when it found leaks there", () => {
    const recent: FinishedScan[] = [{ scope: "full", finishedAt: at("2026-03-01T10:00:00Z"), result: { siteErrors: 2, platforms: [{ siteId: "b" }] } }];
    const [a, b] = monitoredSites(sites, recent);
    expect(a.health).toBe("errors");
    expect(b.health).toBe("healthy");
  });

  it("reads a scan without a stored summary as healthy (no errors reported)", () => {
    expect(monitoredSites([site("a", "preview")], [{ scope: "preview", finishedAt: null, result: null }])[0]).toMatchObject({ health: "healthy", lastCrawledAt: null });
  });

  it("lists the categories and tiers the scanner's site definitions allow, as the API's word lists do", () => {
    expect([...SITE_CATEGORIES]).toEqual([...siteCategories]);
    expect(siteDefinitionSchema.shape.tier.options).toEqual([...siteTiers]);
  });
});
