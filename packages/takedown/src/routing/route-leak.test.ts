import { describe, expect, it } from "vitest";
import type { RdapNetwork, RdapRegistrar, RoutableSite, RoutingServices } from "../types";
import { routeEscalation, routeLeak } from "./route-leak";

/** DNS and RDAP as a table: the port's fake, recording what was asked. */
function fakeServices(dns: Record<string, string[]>, rdap: Record<string, RdapNetwork>, failing: string[] = []) {
  const asked: string[] = [];
  const services: RoutingServices = {
    async resolveAddresses(hostname) {
      asked.push(`dns ${hostname}`);
      if (failing.includes(hostname)) throw new Error("SERVFAIL");
      return dns[hostname] ?? [];
    },
    async lookupNetwork(address) {
      asked.push(`rdap ${address}`);
      if (failing.includes(address)) throw new Error("timeout");
      return rdap[address] ?? null;
    },
  };
  return { services, asked };
}

const network = (handle: string, name: string, country: string, abuse: string, extra: Partial<RdapNetwork> = {}): RdapNetwork => ({
  handle,
  name: handle,
  ownerName: name,
  country,
  abuseEmails: [abuse],
  ...extra,
});

const loopnet = network("LOOPNET", "Loopnet Hosting", "US", "abuse@loopnet-hosting.example");
const rheinwerk = network("RHEINWERK", "Rheinwerk Hosting", "DE", "abuse@rheinwerk-hosting.example", { lang: "de" });
const cloudish = network("CLOUDISH-EDGE", "Cloudish CDN", "US", "abuse@cloudish.example");
const offrack = network("OFFRACK", "Offshore Racks", "PA", "abuse@offshore-racks.example");

const site = (id: string, takedown: RoutableSite["takedown"]): RoutableSite => ({ id, name: id, category: "tube", takedown });
const google = site("findr", { channel: "webform", formUrl: "http://findr.localhost/legal/delist" });
const bing = site("seekr", { channel: "email", contact: "removals@seekr.example" });
const noEngines = { searchEngines: [] };

describe("routeLeak", () => {
  it("sends to the site's own e-mail without any lookup", async () => {
    const { services, asked } = fakeServices({}, {});
    const routes = await routeLeak({ pageUrl: "http://vidleakr.localhost/v/1", mediaUrls: [], site: site("vidleakr", { channel: "email", contact: "dmca@vidleakr.example" }) }, noEngines, services);
    expect(routes).toEqual([
      { recipientKind: "site", recipientName: "vidleakr", channel: "email", address: "dmca@vidleakr.example", basis: "dmca", language: "en", reason: { code: "site_email", params: { site: "vidleakr" } } },
    ]);
    expect(asked).toEqual([]);
  });

  it("posts to the site's web form", async () => {
    const { services } = fakeServices({}, {});
    const routes = await routeLeak({ pageUrl: "http://tubr.localhost/v/1", mediaUrls: [], site: site("tubr", { channel: "webform", formUrl: "http://tubr.localhost/dmca" }) }, noEngines, services);
    expect(routes).toMatchObject([{ recipientKind: "site", channel: "webform", address: "http://tubr.localhost/dmca", reason: { code: "site_webform" } }]);
  });

  it("finds the hosting provider's abuse desk for a site that names its host, with DMCA outside the EU", async () => {
    const { services } = fakeServices({ "leakz.localhost": ["203.0.113.7"] }, { "203.0.113.7": loopnet });
    const routes = await routeLeak({ pageUrl: "http://leakz.localhost/p/9", mediaUrls: [], site: site("leakz", { channel: "host" }) }, noEngines, services);
    expect(routes).toEqual([
      {
        recipientKind: "host",
        recipientName: "Loopnet Hosting",
        channel: "email",
        address: "abuse@loopnet-hosting.example",
        basis: "dmca",
        language: "en",
        reason: { code: "host_abuse", params: { network: "LOOPNET", address: "203.0.113.7", owner: "Loopnet Hosting" } },
      },
    ]);
  });

  it("files under the DSA in German with a provider in Germany, and for a site the registry does not know", async () => {
    const { services } = fakeServices({ "unknown.localhost": ["203.0.113.9"] }, { "203.0.113.9": rheinwerk });
    const [route] = await routeLeak({ pageUrl: "http://unknown.localhost/x", mediaUrls: [], site: null }, noEngines, services);
    expect(route).toMatchObject({ recipientKind: "host", address: "abuse@rheinwerk-hosting.example", basis: "dsa", language: "de" });
  });

  it("picks the language from the country when the record names none", async () => {
    const { services } = fakeServices({ "a.localhost": ["203.0.113.3"] }, { "203.0.113.3": offrack });
    expect((await routeLeak({ pageUrl: "http://a.localhost/x", mediaUrls: [], site: null }, noEngines, services))[0]).toMatchObject({ basis: "dmca", language: "es" });
  });

  it("sends a CDN a notice and looks up the origin behind it", async () => {
    const { services, asked } = fakeServices(
      { "cdnsite.localhost": ["203.0.113.50"], "origin.cdnsite.localhost": ["203.0.113.60"] },
      { "203.0.113.50": cloudish, "203.0.113.60": loopnet },
    );
    const routes = await routeLeak({ pageUrl: "http://cdnsite.localhost/v/1", mediaUrls: [], site: site("cdnsite", { channel: "host" }) }, noEngines, services);
    expect(routes).toEqual([
      expect.objectContaining({ recipientKind: "cdn", recipientName: "Cloudish CDN", address: "abuse@cloudish.example", reason: { code: "cdn_forward", params: { cdn: "Cloudish CDN" } } }),
      expect.objectContaining({
        recipientKind: "host",
        address: "abuse@loopnet-hosting.example",
        reason: { code: "cdn_origin", params: { network: "LOOPNET", address: "203.0.113.60", owner: "Loopnet Hosting", host: "origin.cdnsite.localhost", cdn: "Cloudish CDN" } },
      }),
    ]);
    expect(asked).not.toContain("dns direct.cdnsite.localhost");
  });

  it("finds the origin through the media's host when origin. and direct. lead to the CDN or nowhere", async () => {
    const { services } = fakeServices(
      { "cdnsite.localhost": ["203.0.113.50"], "origin.cdnsite.localhost": ["203.0.113.51"], "media.files.localhost": ["203.0.113.70"] },
      { "203.0.113.50": cloudish, "203.0.113.51": cloudish, "203.0.113.70": offrack },
    );
    const routes = await routeLeak({ pageUrl: "http://cdnsite.localhost/v/1", mediaUrls: ["http://media.files.localhost/1.mp4"], site: null }, noEngines, services);
    expect(routes.map((route) => [route.reason.code, route.address])).toEqual([
      ["cdn_forward", "abuse@cloudish.example"],
      ["cdn_origin", "abuse@offshore-racks.example"],
    ]);
  });

  it("adds a delisting request for every search engine, on its own channel", async () => {
    const { services } = fakeServices({}, {});
    const routes = await routeLeak({ pageUrl: "http://vidleakr.localhost/v/1", mediaUrls: [], site: site("vidleakr", { channel: "email", contact: "dmca@vidleakr.example" }) }, { searchEngines: [google, bing] }, services);
    expect(routes.slice(1)).toEqual([
      { recipientKind: "search_engine", recipientName: "findr", channel: "webform", address: "http://findr.localhost/legal/delist", basis: "delisting", language: "en", reason: { code: "search_delisting", params: { engine: "findr" } } },
      { recipientKind: "search_engine", recipientName: "seekr", channel: "email", address: "removals@seekr.example", basis: "delisting", language: "en", reason: { code: "search_delisting", params: { engine: "seekr" } } },
    ]);
  });

  it("never throws for a failed lookup: fewer routes, or none", async () => {
    const dnsFails = fakeServices({}, {}, ["gone.localhost"]);
    expect(await routeLeak({ pageUrl: "http://gone.localhost/x", mediaUrls: [], site: null }, noEngines, dnsFails.services)).toEqual([]);
    const rdapFails = fakeServices({ "a.localhost": ["203.0.113.1", "203.0.113.2"] }, { "203.0.113.2": loopnet }, ["203.0.113.1"]);
    expect(await routeLeak({ pageUrl: "http://a.localhost/x", mediaUrls: [], site: null }, noEngines, rdapFails.services)).toMatchObject([{ address: "abuse@loopnet-hosting.example" }]);
    const originFails = fakeServices({ "c.localhost": ["203.0.113.50"] }, { "203.0.113.50": cloudish }, ["origin.c.localhost", "direct.c.localhost"]);
    expect((await routeLeak({ pageUrl: "http://c.localhost/x", mediaUrls: [], site: null }, { searchEngines: [bing] }, originFails.services)).map((route) => route.reason.code)).toEqual([
      "cdn_forward",
      "search_delisting",
    ]);
  });

  it("returns no route for a host whose network has no abuse mailbox, or an unreadable URL", async () => {
    const { services } = fakeServices({ "a.localhost": ["203.0.113.1"] }, { "203.0.113.1": { ...loopnet, abuseEmails: [] } });
    expect(await routeLeak({ pageUrl: "http://a.localhost/x", mediaUrls: [], site: null }, noEngines, services)).toEqual([]);
    expect(await routeLeak({ pageUrl: "not a url", mediaUrls: [], site: null }, noEngines, services)).toEqual([]);
  });
});

describe("routeEscalation", () => {
  const registrars: Record<string, RdapRegistrar> = {
    "leakz.co.uk": { domain: "leakz.co.uk", name: "Namery GmbH", country: "DE", abuseEmails: ["abuse@namery.example"] },
  };
  function withRegistrars(dns: Record<string, string[]>, rdap: Record<string, RdapNetwork>) {
    const { services, asked } = fakeServices(dns, rdap);
    services.lookupRegistrar = async (domain) => {
      asked.push(`registrar ${domain}`);
      return registrars[domain] ?? null;
    };
    return { services, asked };
  }
  const paid = site("leakz", { channel: "email", contact: "dmca@leakz.example", paymentProcessors: [{ name: "Paywave", contact: "ip-complaints@paywave.example" }] });

  it("wave 2: the hosting provider even where the site has its own channel, and the site's payment processor", async () => {
    const { services } = withRegistrars({ "www.leakz.co.uk": ["203.0.113.7"] }, { "203.0.113.7": loopnet });
    const routes = await routeEscalation({ pageUrl: "https://www.leakz.co.uk/p/9", mediaUrls: [], site: paid }, 2, { searchEngines: [google] }, services);
    expect(routes).toEqual([
      expect.objectContaining({ recipientKind: "host", address: "abuse@loopnet-hosting.example", reason: expect.objectContaining({ code: "host_abuse" }) }),
      {
        recipientKind: "payment_processor",
        recipientName: "Paywave",
        channel: "email",
        address: "ip-complaints@paywave.example",
        basis: "dmca",
        language: "en",
        reason: { code: "payment_processor", params: { processor: "Paywave", site: "leakz" } },
      },
    ]);
  });

  it("wave 3: the registrar of the registered domain (not the host name), on the basis and in the language of its country, and the search engines", async () => {
    const { services, asked } = withRegistrars({}, {});
    const routes = await routeEscalation({ pageUrl: "https://www.leakz.co.uk/p/9", mediaUrls: [], site: paid }, 3, { searchEngines: [google, bing] }, services);
    expect(asked).toEqual(["registrar leakz.co.uk"]);
    expect(routes).toEqual([
      {
        recipientKind: "registrar",
        recipientName: "Namery GmbH",
        channel: "email",
        address: "abuse@namery.example",
        basis: "dsa",
        language: "de",
        reason: { code: "registrar_abuse", params: { registrar: "Namery GmbH", domain: "leakz.co.uk" } },
      },
      expect.objectContaining({ recipientKind: "search_engine", address: "http://findr.localhost/legal/delist", basis: "delisting" }),
      expect.objectContaining({ recipientKind: "search_engine", address: "removals@seekr.example", basis: "delisting" }),
    ]);
  });

  it("wave 3 without a known registrar, or without registrar lookups, leaves only the search engines", async () => {
    const { services } = withRegistrars({}, {});
    const unknown = await routeEscalation({ pageUrl: "https://other.example.org/p", mediaUrls: [], site: null }, 3, { searchEngines: [google] }, services);
    expect(unknown.map((route) => route.recipientKind)).toEqual(["search_engine"]);
    const { services: plain } = fakeServices({}, {});
    const none = await routeEscalation({ pageUrl: "https://www.leakz.co.uk/p", mediaUrls: [], site: null }, 3, noEngines, plain);
    expect(none).toEqual([]);
  });
});
