// Her leaks and references carry signed picture links (5 minutes): fetched again before they expire.
import { describe, expect, it } from "vitest";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { getCreatorLeaksQueryOptions, getCreatorReferencesQueryOptions } from "./creator";

describe("a roster creator's queries with signed links", () => {
  it.each([
    ["leaks", getCreatorLeaksQueryOptions("nova", 1)],
    ["references", getCreatorReferencesQueryOptions("nova")],
  ])("%s are refetched before their links expire", (_name, options) => {
    expect(options.refetchInterval).toBe(SIGNED_URL_REFRESH_MS);
  });
});
