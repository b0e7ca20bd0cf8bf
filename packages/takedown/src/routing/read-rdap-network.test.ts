import { describe, expect, it } from "vitest";
import { isPlaceholder, readRdapNetwork } from "./read-rdap-network";

const vcard = (name: string, emails: string[], cc?: string) => [
  "vcard",
  [["version", {}, "text", "4.0"], ["fn", {}, "text", name], ...emails.map((email) => ["email", {}, "text", email]), ...(cc ? [["adr", { cc }, "text", ["", "", "", "", "", "", ""]]] : [])],
] as [string, unknown[][]];

describe("readRdapNetwork", () => {
  it("reads the network, its registrant and the abuse mailboxes of nested entities", () => {
    const network = readRdapNetwork({
      handle: "NET-1",
      name: "BPBYTE",
      country: "nl",
      entities: [
        { handle: "BPBYTE", roles: ["registrant"], vcardArray: vcard("Bulletproof Byte", ["info@bpbyte.example"], "NL"), entities: [{ handle: "BPBYTE-ABUSE", roles: ["abuse"], vcardArray: vcard("Abuse", ["noreply@bpbyte.example", "Abuse@BPByte.example"]) }] },
      ],
    });
    expect(network).toEqual({ handle: "NET-1", name: "BPBYTE", ownerName: "Bulletproof Byte", country: "NL", abuseEmails: ["abuse@bpbyte.example"], lang: null });
  });

  it("skips mailboxes the remarks call unmonitored, and takes the country from the registrant when the network has none", () => {
    const network = readRdapNetwork({
      handle: "NET-2",
      name: "RHEIN",
      lang: "de",
      remarks: [{ description: ["The mailbox old-abuse@rheinwerk-hosting.example is not monitored."] }],
      entities: [
        { roles: ["registrant"], vcardArray: vcard("Rheinwerk Hosting", [], "DE") },
        { roles: ["abuse"], vcardArray: vcard("Abuse", ["old-abuse@rheinwerk-hosting.example", "abuse@rheinwerk-hosting.example"]) },
        { roles: ["abuse"], remarks: [{ title: "Unmonitored", description: ["This mailbox is unmonitored."] }], vcardArray: vcard("Legacy", ["legacy@rheinwerk-hosting.example"]) },
      ],
    });
    expect(network).toMatchObject({ country: "DE", lang: "de", abuseEmails: ["abuse@rheinwerk-hosting.example"] });
  });

  it("knows placeholder mailboxes", () => {
    for (const email of ["noreply@a.example", "no-reply@x.net", "nobody@x.org", "null@x.io", "devnull@x.io", "abuse@example.com", "abuse@host.invalid"]) expect(isPlaceholder(email)).toBe(true);
    for (const email of ["abuse@loopnet-hosting.example", "abuse@cloudflare.com"]) expect(isPlaceholder(email)).toBe(false);
  });
});
