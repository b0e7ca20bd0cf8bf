import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("reads the sandbox's latency as min,max milliseconds, none by default", () => {
    expect(loadConfig({}).sandbox.latencyMs).toEqual([0, 0]);
    expect(loadConfig({ SANDBOX_LATENCY: "100,300" }).sandbox.latencyMs).toEqual([100, 300]);
  });

  it("refuses a malformed latency with a message naming the variable", () => {
    for (const value of ["100", "300,100", "a,b"]) {
      expect(() => loadConfig({ SANDBOX_LATENCY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SANDBOX_LATENCY: value })).toThrow(/SANDBOX_LATENCY/);
    }
  });

  it("reads the support address and the marketing site, refusing malformed ones", () => {
    expect(loadConfig({})).toMatchObject({ supportEmail: null, marketingUrl: null });
    const config = loadConfig({ SUPPORT_EMAIL: "help@unleak.example", MARKETING_URL: "https://unleak.example" });
    expect(config).toMatchObject({ supportEmail: "help@unleak.example", marketingUrl: "https://unleak.example" });
    expect(() => loadConfig({ SUPPORT_EMAIL: "not an address" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ MARKETING_URL: "unleak.example" })).toThrow(/MARKETING_URL/);
  });

  it("reads the operator's legal details, none by default, refusing malformed addresses", () => {
    expect(Object.values(loadConfig({}).operator)).toEqual(Array(8).fill(null));
    const config = loadConfig({ OPERATOR_NAME: " Quill Protect GmbH ", OPERATOR_REGISTER: "HRB 000000", OPERATOR_DPO_EMAIL: "privacy@quill.example", OPERATOR_PHONE: "" });
    expect(config.operator).toMatchObject({ name: "Quill Protect GmbH", register: "HRB 000000", dpoEmail: "privacy@quill.example", phone: null });
    expect(() => loadConfig({ OPERATOR_EMAIL: "not an address" })).toThrow(/OPERATOR_EMAIL/);
    expect(() => loadConfig({ OPERATOR_DPO_EMAIL: "not an address" })).toThrow(/OPERATOR_DPO_EMAIL/);
  });

  it("generates the file encryption key into the data folder, and requires one with DATABASE_URL", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-config-"));
    const embedded = loadConfig({ DATA_DIR: dataDir }).fileKeys.current;
    expect(embedded).toHaveLength(32);
    expect(readFileSync(path.join(dataDir, "file-encryption-key"), "utf8")).toBe(embedded.toString("hex"));
    expect(loadConfig({ DATA_DIR: dataDir }).fileKeys.current).toEqual(embedded);
    const postgres = { DATA_DIR: dataDir, DATABASE_URL: "postgres://db", BETTER_AUTH_SECRET: "s".repeat(32) };
    expect(() => loadConfig(postgres)).toThrow(/FILE_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...postgres, FILE_ENCRYPTION_KEY: "too short" })).toThrow(/FILE_ENCRYPTION_KEY/);
    const key = randomBytes(32);
    const previous = randomBytes(32);
    const config = loadConfig({ ...postgres, FILE_ENCRYPTION_KEY: key.toString("base64"), FILE_ENCRYPTION_PREVIOUS_KEYS: previous.toString("hex") });
    expect(config.fileKeys).toEqual({ current: key, previous: [previous] });
  });

  it("trusts both loopback origins without APP_URL, and only APP_URL's origin with it", () => {
    expect(loadConfig({ PORT: "3005" }).trustedOrigins).toEqual(["http://localhost:3005", "http://127.0.0.1:3005"]);
    expect(loadConfig({ APP_URL: "https://app.unleak.example/" }).trustedOrigins).toEqual(["https://app.unleak.example"]);
  });

  it("uses ALTCHA unless Turnstile or reCAPTCHA keys are set, and refuses a provider without its keys", () => {
    expect(loadConfig({}).captcha).toEqual({ provider: "altcha", complexity: 5000 });
    expect(loadConfig({ TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" }).captcha).toEqual({
      provider: "turnstile",
      siteKey: "site",
      secretKey: "secret",
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    });
    expect(loadConfig({ RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" }).captcha).toMatchObject({ provider: "recaptcha", verifyUrl: "https://www.google.com/recaptcha/api/siteverify" });
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "recaptcha" })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "recaptcha" })).toThrow(/RECAPTCHA_SITE_KEY/);
  });

  it("sends SMS through Twilio only with its three variables, refusing some without the others", () => {
    expect(loadConfig({}).twilio).toBeNull();
    const twilio = { TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM: "MG1" };
    expect(loadConfig(twilio).twilio).toEqual({ accountSid: "AC1", authToken: "token", from: "MG1", apiUrl: "https://api.twilio.com" });
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: "" })).toThrow(/TWILIO_FROM/);
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: "token" })).toThrow(ConfigError);
  });

  it("keeps files on S3 only with S3_BUCKET, and names what an incomplete S3 setting lacks", () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "unleak-files", S3_REGION: "eu-central-1" }).s3).toEqual({ bucket: "unleak-files", endpoint: null, region: "eu-central-1", accessKeyId: null, secretAccessKey: null, forcePathStyle: false, prefix: "" });
    const compatible = { S3_BUCKET: "unleak-files", S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret", S3_FORCE_PATH_STYLE: "true", S3_PREFIX: "prod/unleak" };
    expect(loadConfig(compatible).s3).toMatchObject({ region: "us-east-1", forcePathStyle: true, prefix: "prod/unleak/", accessKeyId: "id" });
    expect(() => loadConfig({ S3_REGION: "eu-central-1", S3_PREFIX: "x" })).toThrow(/S3_REGION, S3_PREFIX set without S3_BUCKET/);
    expect(() => loadConfig({ ...compatible, S3_SECRET_ACCESS_KEY: "" })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ S3_BUCKET: "unleak-files" })).toThrow(/S3_REGION.*or S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: "Not A Bucket", S3_REGION: "eu-central-1" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...compatible, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
  });
});
