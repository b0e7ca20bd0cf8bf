// Every query whose answer carries signed file links is fetched again before the links expire
// (5 minutes for private files, ADR 018), or its pictures break on a page left open.
import { describe, expect, it } from "vitest";
import { getDashboardQueryOptions } from "@/features/dashboard/api/get-dashboard";
import { getLeakQueryOptions } from "@/features/leaks/api/get-leak";
import { getLeaksQueryOptions } from "@/features/leaks/api/get-leaks";
import { getReferencesQueryOptions } from "@/features/references/api/get-references";
import { getScanQueryOptions } from "@/features/scans/api/get-scan";
import { SIGNED_URL_REFRESH_MS } from "./signed-urls";

const privateLinkLifetimeMs = 5 * 60_000;

describe("queries with signed file links", () => {
  it.each([
    ["dashboard", getDashboardQueryOptions()],
    ["leak list", getLeaksQueryOptions({ page: 1 })],
    ["leak detail", getLeakQueryOptions("00000000-0000-4000-8000-000000000000")],
    ["references", getReferencesQueryOptions()],
    ["scan", getScanQueryOptions("00000000-0000-4000-8000-000000000000")],
  ])("%s is refetched before its links expire", (_name, options) => {
    expect(options.refetchInterval).toBe(SIGNED_URL_REFRESH_MS);
    expect(SIGNED_URL_REFRESH_MS).toBeLessThan(privateLinkLifetimeMs);
  });
});
