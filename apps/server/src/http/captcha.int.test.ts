// The bot check of the free scan and sign-up: a real ALTCHA challenge solved as the browser would,
// used once; and Turnstile or reCAPTCHA checked with a siteverify endpoint (a local fake here).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaRoutes } from "@unleak/contracts";
import { answerOf } from "../testing/answers";
import { solvedCaptcha } from "../testing/captcha";
import { startTestServer, testPassword, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the ALTCHA bot check on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  const challenge = () => server.browser().request("/api/captcha/challenge");

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("tells the web forms to load the self-hosted widget", async () => {
    expect(await answerOf(captchaRoutes.config, await server.browser().request("/api/captcha"), 200)).toEqual({ provider: "altcha", siteKey: null });
    const response = await challenge();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await answerOf(captchaRoutes.challenge, response, 200)).parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 10 });
  });

  it("refuses the free scan without a solved challenge, with a forged one and with a replayed one", async () => {
    const visitor = server.browser();
    const scan = (answer: string) => visitor.request("/api/instant-scans", { json: { creatorName: "Nova Quill" }, headers: { "x-captcha": answer, "accept-language": "de" } });
    const solved = await solvedCaptcha(challenge);
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(solved, "base64").toString()), solution: { counter: 1, derivedKey: "00" } })).toString("base64");
    for (const answer of ["", "not-base64", forged]) {
      const refused = await scan(answer);
      expect(refused.status, answer).toBe(403);
      const body = await refused.json();
      expect(body.error.code).toBe("CAPTCHA_FAILED");
      expect(body.error.message).toContain("kein Roboter");
    }
    expect((await scan(solved)).status).toBe(202);
    const replay = await server.browser().request("/api/instant-scans", { json: { creatorName: "Nova Quill" }, headers: { "x-captcha": solved } });
    expect(replay.status).toBe(403);
  });

  it("refuses sign-up without a solved challenge, in the shape the sign-up form shows, and creates no account", async () => {
    const email = "captcha-signup@example.test";
    const refused = await server.browser().request("/api/auth/sign-up/email", { json: { email, password: testPassword, name: "Bot" }, headers: { "x-captcha": "" } });
    expect(refused.status).toBe(403);
    const body = await refused.json();
    expect(body.code).toBe("CAPTCHA_FAILED");
    expect(body.message).toBe(body.error.message);
    expect(await server.runtime.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    const accepted = await server.browser().request("/api/auth/sign-up/email", { json: { email, password: testPassword, name: "Nova" }, headers: { "x-captcha": await solvedCaptcha(challenge) } });
    expect(accepted.status).toBe(200);
  });
});

describe.each(kinds)("Turnstile and reCAPTCHA on $kind", ({ create }) => {
  let database: TestDatabase;
  let siteverify: http.Server;
  let verifyUrl: string;
  const posted: URLSearchParams[] = [];

  beforeAll(async () => {
    database = await create();
    // The providers' siteverify contract: a form post of secret, response and remoteip, answered { success }.
    siteverify = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk));
      request.on("end", () => {
        const form = new URLSearchParams(body);
        posted.push(form);
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify({ success: form.get("secret") === "test-secret" && form.get("response") === "human-token" }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
    verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(async () => {
    await new Promise((resolve) => siteverify?.close(resolve));
    await database?.dispose();
  });

  it.each(["turnstile", "recaptcha"] as const)("uses %s when its keys are configured", async (provider) => {
    const prefix = provider.toUpperCase();
    const server: TestServer = await startTestServer(database, { [`${prefix}_SITE_KEY`]: "site-key-1", [`${prefix}_SECRET_KEY`]: "test-secret", CAPTCHA_VERIFY_URL: verifyUrl });
    try {
      expect(await answerOf(captchaRoutes.config, await server.browser().request("/api/captcha"), 200)).toEqual({ provider, siteKey: "site-key-1" });
      expect((await server.browser().request("/api/captcha/challenge")).status).toBe(404);
      const visitor = server.browser("198.51.100.77");
      const scan = (token: string) => visitor.request("/api/instant-scans", { json: { creatorName: "Nova Quill" }, headers: { "x-captcha": token } });
      expect((await scan("bot-token")).status).toBe(403);
      expect((await scan("human-token")).status).toBe(202);
      expect(posted.at(-1)?.get("remoteip")).toBe("198.51.100.77");
    } finally {
      await server.stop();
    }
  });
});
