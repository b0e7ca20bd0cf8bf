import { afterAll, describe, expect, it } from "vitest";
import { createFetcher } from "../fetch";
import { createProviders } from "./create-providers";

const fetcher = createFetcher({ respectRobots: false });

afterAll(async () => {
  await fetcher.close();
});

describe("createProviders", () => {
  it("enables nothing without keys", () => {
    expect(createProviders({ fetcher })).toEqual([]);
    expect(createProviders({ fetcher, serpApiKey: "  ", tinEyeKey: "" })).toEqual([]);
  });

  it("enables exactly the providers whose key is configured", () => {
    expect(createProviders({ fetcher, serpApiKey: "s" }).map((p) => [p.id, p.kind])).toEqual([
      ["serpapi-google", "text"],
      ["serpapi-google-lens", "image"],
    ]);
    expect(createProviders({ fetcher, googleVisionKey: "g" }).map((p) => p.id)).toEqual(["google-vision"]);
    expect(createProviders({ fetcher, tinEyeKey: "t" }).map((p) => p.id)).toEqual(["tineye"]);
    expect(createProviders({ fetcher, serpApiKey: "s", googleVisionKey: "g", tinEyeKey: "t" })).toHaveLength(4);
  });
});
