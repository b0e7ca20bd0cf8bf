import { createFetcher, type Fetcher } from "@unleak/scanner";
import { type LocalServer, startLocalServer } from "@unleak/scanner/fetch/local-test-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRdapClient, createRdapRegistrarClient, RdapLookupError } from "./create-rdap-client";

const entity = (handle: string, roles: string[], name: string, emails: string[], nested: object[] = []) => ({
  objectClassName: "entity",
  handle,
  roles,
  vcardArray: ["vcard", [["version", {}, "text", "4.0"], ["fn", {}, "text", name], ...emails.map((email) => ["email", {}, "text", email])]],
  entities: nested,
});

const records: Record<string, object> = {
  "203.0.113.7": {
    objectClassName: "ip network",
    handle: "NET-203-0-113-7",
    name: "BPBYTE",
    country: "NL",
    entities: [entity("BPBYTE", ["registrant"], "Bulletproof Byte", ["info@bpbyte.example"], [entity("BPBYTE-ABUSE", ["abuse"], "Abuse desk", ["noreply@bpbyte.example", "abuse@bpbyte.example"])])],
  },
  "leaks.example": {
    objectClassName: "domain",
    ldhName: "LEAKS.EXAMPLE",
    entities: [
      // The hosting provider's abuse desk sits beside the registrar: it is not the registrar's.
      entity("HOSTER", ["abuse"], "Hoster abuse", ["abuse@hoster.example"]),
      { ...entity("REG-1", ["registrar"], "Namery Inc.", ["info@namery.example"], [entity("REG-1-ABUSE", ["abuse"], "Abuse", ["noreply@namery.example", "abuse@namery.example"])]) },
    ],
  },
  "quiet.example": { objectClassName: "domain", ldhName: "quiet.example", entities: [entity("REG-2", ["registrar"], "Quiet Registrar", ["registrar@quiet-reg.example"])] },
  "orphan.example": { objectClassName: "domain", ldhName: "orphan.example", entities: [entity("X", ["registrant"], "Someone", ["x@someone.example"])] },
};

let server: LocalServer;
let fetcher: Fetcher;
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const address = decodeURIComponent(request.url.replace(/^\/(ip|domain)\//, ""));
    const record = records[address];
    if (request.url === "/ip/203.0.113.99") return void response.writeHead(503).end();
    response.writeHead(record ? 200 : 404, { "content-type": "application/rdap+json" }).end(JSON.stringify(record ?? { errorCode: 404 }));
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: server.port } });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

describe("createRdapClient", () => {
  it("reads a network's abuse mailbox from a nested entity, skipping the placeholder, and caches it", async () => {
    let time = 0;
    const lookupNetwork = createRdapClient({ baseUrl: `http://rdap.localhost:${server.port}`, fetcher, ttlMs: 1000, now: () => time });
    const expected = { handle: "NET-203-0-113-7", name: "BPBYTE", ownerName: "Bulletproof Byte", country: "NL", abuseEmails: ["abuse@bpbyte.example"], lang: null };
    expect(await lookupNetwork("203.0.113.7")).toEqual(expected);
    expect(await lookupNetwork("203.0.113.7")).toEqual(expected);
    expect(server.received.filter((request) => request.url === "/ip/203.0.113.7")).toHaveLength(1);
    expect(server.received[0]?.headers.accept).toContain("application/rdap+json");
    time = 1000;
    await lookupNetwork("203.0.113.7");
    expect(server.received.filter((request) => request.url === "/ip/203.0.113.7")).toHaveLength(2);
  });

  it("answers null for an address no registry knows, and throws for a failing server", async () => {
    const lookupNetwork = createRdapClient({ baseUrl: `http://rdap.localhost:${server.port}/`, fetcher });
    expect(await lookupNetwork("198.51.100.1")).toBeNull();
    await expect(lookupNetwork("203.0.113.99")).rejects.toBeInstanceOf(RdapLookupError);
  });
});

describe("createRdapRegistrarClient", () => {
  it("reads the registrar's own abuse desk, not the hosting provider's beside it, and caches it", async () => {
    const lookupRegistrar = createRdapRegistrarClient({ baseUrl: `http://rdap.localhost:${server.port}`, fetcher });
    const expected = { domain: "leaks.example", name: "Namery Inc.", country: null, abuseEmails: ["abuse@namery.example"] };
    expect(await lookupRegistrar("Leaks.Example")).toEqual(expected);
    expect(await lookupRegistrar("leaks.example")).toEqual(expected);
    expect(server.received.filter((request) => request.url === "/domain/leaks.example")).toHaveLength(1);
  });

  it("falls back to the registrar's own mailbox, and answers null without a registrar or a record", async () => {
    const lookupRegistrar = createRdapRegistrarClient({ baseUrl: `http://rdap.localhost:${server.port}`, fetcher });
    expect(await lookupRegistrar("quiet.example")).toMatchObject({ name: "Quiet Registrar", abuseEmails: ["registrar@quiet-reg.example"] });
    expect(await lookupRegistrar("orphan.example")).toBeNull();
    expect(await lookupRegistrar("unknown.example")).toBeNull();
  });
});
