import { describe, expect, it } from "vitest";
import { sandboxSiteDefinitions } from "./sandbox-sites";

const takedownOf = (id: string) => sandboxSiteDefinitions().find((site) => site.id === id)!.takedown;

// The channels must match the sandbox's owners (docs/sandbox-owners.md).
describe("sandbox site takedown channels", () => {
  it("sends findr's delisting requests to its web form", () => {
    expect(takedownOf("findr")).toEqual({ channel: "webform", formUrl: "http://findr.localhost:{port}/legal/delist" });
  });

  it("uses the forums' /dmca forms and the e-mail sites' DMCA mailboxes", () => {
    expect(takedownOf("leakforum")).toEqual({ channel: "webform", formUrl: "http://leakforum.localhost:{port}/dmca" });
    expect(takedownOf("vidleakr")).toEqual({ channel: "email", contact: "dmca@vidleakr.example" });
    expect(takedownOf("streamhub")).toEqual({ channel: "email", contact: "dmca@streamhub.example" });
  });

  it("names the payment processor of the sites that sell premium access", () => {
    const paywave = [{ name: "Paywave", contact: "ip-complaints@paywave.example" }];
    for (const id of ["playleak", "onlyleaks", "fanleak"]) expect(takedownOf(id)).toEqual({ channel: "email", contact: `dmca@${id}.example`, paymentProcessors: paywave });
  });

  it("routes image boards, Telegram indexes and the CDN site to their host", () => {
    for (const id of ["imgchan", "tgindex", "filedrop"]) expect(takedownOf(id)).toEqual({ channel: "host" });
  });
});
