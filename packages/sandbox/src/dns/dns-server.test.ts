import { Resolver } from "node:dns/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../start-sandbox";
import type { Sandbox } from "../types";

let sandbox: Sandbox;
let resolver: Resolver;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1 });
  resolver = new Resolver({ timeout: 1000, tries: 1 });
  resolver.setServers([sandbox.services.dns]);
});
afterAll(async () => sandbox?.close());

describe("the sandbox's DNS server, asked through node:dns", () => {
  it("answers each site's name with its world address", async () => {
    for (const id of ["vidleakr", "imgchan", "findr"]) {
      expect(await resolver.resolve4(`${id}.localhost`)).toEqual([sandbox.sites.find((s) => s.id === id)!.ip]);
    }
  });

  it("answers a CDN site's origin name with the origin provider's address", async () => {
    const cdn = sandbox.sites.find((s) => s.owner === "cdn")!;
    expect(await resolver.resolve4(`origin.${cdn.id}.localhost`)).toEqual([cdn.origin!.ip]);
  });

  it("puts the services on loopback", async () => {
    expect(await resolver.resolve4("rdap.localhost")).toEqual(["127.0.0.1"]);
    expect(await resolver.resolve4("mail.localhost")).toEqual(["127.0.0.1"]);
  });

  it("answers NXDOMAIN for anything else", async () => {
    await expect(resolver.resolve4("nosuchsite.localhost")).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(resolver.resolve4("example.com")).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});
