// The evidence packs' signing key (issue 13): EVIDENCE_SIGNING_KEY when set (Ed25519 only), or one
// made once in the data folder and kept across restarts.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const pem = (type: "ed25519" | "ec") =>
  (type === "ec" ? generateKeyPairSync("ec", { namedCurve: "P-256" }) : generateKeyPairSync("ed25519")).privateKey.export({ type: "pkcs8", format: "pem" }).toString();

describe("the evidence signing key", () => {
  it("is made once in the data folder and kept", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-evidence-key-"));
    const first = loadConfig({ DATA_DIR: dataDir }).evidenceSigningKey;
    expect(first).toContain("-----BEGIN PRIVATE KEY-----");
    expect(loadConfig({ DATA_DIR: dataDir }).evidenceSigningKey).toBe(first);
  });

  it("takes EVIDENCE_SIGNING_KEY, with \\n escapes, and refuses a key that is not Ed25519", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-evidence-key-"));
    const key = pem("ed25519");
    expect(loadConfig({ DATA_DIR: dataDir, EVIDENCE_SIGNING_KEY: key.replace(/\n/g, "\\n") }).evidenceSigningKey.trim()).toBe(key.trim());
    expect(() => loadConfig({ DATA_DIR: dataDir, EVIDENCE_SIGNING_KEY: pem("ec") })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, EVIDENCE_SIGNING_KEY: "not a key" })).toThrow(/EVIDENCE_SIGNING_KEY/);
  });
});
