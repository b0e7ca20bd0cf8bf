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

describe("sandbox social sites' profiles", () => {
  const sites = sandboxSiteDefinitions();

  it("describes profiles on every social site and on no other", () => {
    const withProfiles = sites.filter((site) => site.profiles).map((site) => site.id).sort();
    expect(withProfiles).toEqual(["blurbs", "chirper", "fanhub", "friendnest", "picsocial", "snapgram", "tagme"]);
    for (const site of sites.filter((s) => s.profiles)) {
      expect(site.profiles).toMatchObject({ urlTemplate: "/u/{username}", searchUrlTemplate: "/search/people?q={searchTerms}", absentMarkers: ["Sorry, this page isn't available."] });
    }
  });

  it("files impersonation reports as her agent by e-mail, except at PicSocial, which wants her own report and ID", () => {
    const channelOf = (id: string) => sites.find((site) => site.id === id)!.profiles!.impersonation;
    expect(channelOf("chirper")).toEqual({ channel: "email", contact: "impersonation@chirper.example", agentAccepted: true, requiresId: false });
    expect(channelOf("fanhub")).toEqual({ channel: "email", contact: "impersonation@fanhub.example", agentAccepted: true, requiresId: false });
    expect(channelOf("picsocial")).toEqual({ channel: "webform", formUrl: "http://picsocial.localhost:{port}/help/impersonation", agentAccepted: false, requiresId: true });
  });
});
