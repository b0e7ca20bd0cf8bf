import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { matchesHash, newClientSecret, openSecret, sealSecret, sha256Hex } from "./oauth-secrets";
import { signWebhook } from "./webhooks";

describe("the public API's secrets", () => {
  it("seals a webhook secret so that only the holder of a key of the keyring opens it", () => {
    const current = randomBytes(32);
    const sealed = sealSecret("whsec_probe", { current });
    expect(sealed).not.toContain("whsec_probe");
    expect(openSecret(sealed, { current })).toBe("whsec_probe");
    // After a key rotation the old key, kept as previous, still opens it.
    expect(openSecret(sealed, { current: randomBytes(32), previous: [current] })).toBe("whsec_probe");
    expect(() => openSecret(sealed, { current: randomBytes(32) })).toThrow();
    const tampered = sealed.replace(/\.([^.])([^.]*)\.([^.]*)$/, (_, first: string, rest: string, tag: string) => `.${first === "A" ? "B" : "A"}${rest}.${tag}`);
    expect(() => openSecret(tampered, { current })).toThrow();
  });

  it("compares a client secret with its stored hash", () => {
    const secret = newClientSecret();
    expect(matchesHash(secret, sha256Hex(secret))).toBe(true);
    expect(matchesHash(`${secret}x`, sha256Hex(secret))).toBe(false);
    expect(matchesHash(secret, "not-hex")).toBe(false);
  });

  it("signs a webhook body Stripe-style: t=<unix>,v1=<HMAC-SHA256 of t.body>", () => {
    const body = JSON.stringify({ id: "evt_1", type: "leak.found" });
    const header = signWebhook("whsec_test", body, 1_795_000_000);
    expect(header).toBe(`t=1795000000,v1=${createHmac("sha256", "whsec_test").update(`1795000000.${body}`).digest("hex")}`);
    expect(signWebhook("whsec_other", body, 1_795_000_000)).not.toBe(header);
  });
});
