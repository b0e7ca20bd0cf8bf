import { describe, expect, it } from "vitest";
import type { RdapNetwork } from "../types";
import { basisFor, cdnOf, languageFor } from "./network-traits";

const network = (overrides: Partial<RdapNetwork>): RdapNetwork => ({ handle: "N", name: "NET", ownerName: null, country: null, abuseEmails: [], ...overrides });

describe("network traits", () => {
  it("recognises CDNs by network or registrant name", () => {
    expect(cdnOf(network({ name: "CLOUDFLARENET" }))).toBe("Cloudflare");
    expect(cdnOf(network({ ownerName: "Fastly, Inc." }))).toBe("Fastly");
    expect(cdnOf(network({ name: "CLOUDISH-EDGE", ownerName: "Cloudish CDN" }))).toBe("Cloudish CDN");
    expect(cdnOf(network({ name: "LOOPNET", ownerName: "Loopnet Hosting" }))).toBeNull();
  });

  it("files under the DSA in the EU and EEA, the DMCA elsewhere", () => {
    expect(basisFor(network({ country: "NL" }))).toBe("dsa");
    expect(basisFor(network({ country: "NO" }))).toBe("dsa");
    expect(basisFor(network({ country: "CH" }))).toBe("dmca");
    expect(basisFor(network({ country: null }))).toBe("dmca");
    expect(basisFor(null)).toBe("dmca");
  });

  it("writes in the record's language, else the country's, else English", () => {
    expect(languageFor(network({ lang: "de", country: "US" }))).toBe("de");
    expect(languageFor(network({ country: "AT" }))).toBe("de");
    expect(languageFor(network({ country: "MX" }))).toBe("es");
    expect(languageFor(network({ country: "BE" }))).toBe("fr");
    expect(languageFor(network({ country: "NL" }))).toBe("en");
    expect(languageFor(null)).toBe("en");
  });
});
