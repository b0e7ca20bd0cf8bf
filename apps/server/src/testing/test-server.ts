// Integration-test harness: the real app and runtime on a throwaway database, driven in-process
// with a cookie jar per simulated browser.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { user } from "@unleak/db";
import type { TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { startRuntime, type Runtime } from "../runtime";
import { captchaPaths, solvedCaptcha } from "./captcha";

export const baseUrl = "http://localhost:3999";
export const testPassword = "Correct-horse-9";
let nextHost = 0;

export interface TestServer {
  runtime: Runtime;
  app: ReturnType<typeof createApp>;
  browser(ip?: string): TestBrowser;
  /** A browser signed in to a new account whose e-mail is already verified; returns it and the user id. */
  signedInBrowser(email: string, name?: string): Promise<[TestBrowser, string]>;
  /**
   * Like `signedInBrowser`, then turns on two-factor through better-auth's own endpoints, as every
   * administrator must before using the admin panel (issue 16). Returns the TOTP secret too.
   */
  signedInAdmin(email: string, name?: string): Promise<[TestBrowser, string, string]>;
  stop(): Promise<void>;
}

export interface TestBrowser {
  request(pathname: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  cookies: Map<string, string>;
}

export async function startTestServer(database: TestDatabase, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    BETTER_AUTH_SECRET: "integration-test-secret-0123456789abcdef",
    TRUST_PROXY: "true",
    CAPTCHA_COMPLEXITY: "10",
    ...env,
  });
  const runtime = await startRuntime(config, { database: database.handle });
  // Each simulated browser gets its own address unless one is given, as separate visitors would.
  const app = createApp(runtime);
  const browser = (ip = nextAddress()) => createBrowser((url, init) => app.request(url, init), ip);
  const signedInBrowser: TestServer["signedInBrowser"] = async (email, name = email.split("@")[0]) => {
    const signedIn = browser();
    await signedIn.request("/api/auth/sign-up/email", { json: { email, password: testPassword, name } });
    await runtime.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const response = await signedIn.request("/api/auth/sign-in/email", { json: { email, password: testPassword } });
    return [signedIn, (await response.json()).user.id];
  };
  return {
    runtime,
    app,
    browser,
    signedInBrowser,
    async signedInAdmin(email, name) {
      const [admin, id] = await signedInBrowser(email, name);
      return [admin, id, await turnOnTwoFactor(admin)];
    },
    stop: () => runtime.stop(),
  };
}

/** A visitor's address of its own, as separate visitors would have (TRUST_PROXY reads X-Forwarded-For). */
export function nextAddress(): string {
  return `203.0.113.${(nextHost++ % 250) + 1}`;
}

/** How a browser's requests reach the app: in-process (`app.request`) or over HTTP (`fetch`). */
export type SendRequest = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A simulated browser: its cookie jar and address, the bot check solved like the web forms. */
export function createBrowser(send: SendRequest, ip: string): TestBrowser {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async request(pathname, { json, ...init } = {}) {
      const headers = new Headers(init.headers);
      // A test may play a foreign page or a client that writes its own X-Forwarded-For.
      if (!headers.has("origin")) headers.set("origin", baseUrl);
      headers.set("x-forwarded-for", [headers.get("x-forwarded-for"), ip].filter(Boolean).join(", "));
      if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      // Like the web forms, solve the bot check unless the test sends its own answer.
      if ((init.method ?? (json !== undefined ? "POST" : "GET")) === "POST" && captchaPaths.has(pathname) && !headers.has("x-captcha")) {
        headers.set("x-captcha", await solvedCaptcha(() => send(new URL("/api/captcha/challenge", baseUrl).toString(), { headers: { "x-forwarded-for": ip } })));
      }
      if (json !== undefined) {
        headers.set("content-type", "application/json");
        init.body = JSON.stringify(json);
        init.method ??= "POST";
      }
      const response = await send(new URL(pathname, baseUrl).toString(), { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(";");
        const [name, ...value] = pair.split("=");
        const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
        if (expired) cookies.delete(name.trim());
        else cookies.set(name.trim(), value.join("="));
      }
      return response;
    },
  };
}

/** Turns on two-factor for the browser's signed-in account through better-auth's endpoints; returns the TOTP secret. */
export async function turnOnTwoFactor(browser: TestBrowser, password = testPassword): Promise<string> {
  const { totpURI } = await (await browser.request("/api/auth/two-factor/enable", { json: { password } })).json();
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const verified = await browser.request("/api/auth/two-factor/verify-totp", { json: { code: await totp(secret) } });
  if (verified.status !== 200) throw new Error(`turning on two-factor: ${verified.status}`);
  return secret;
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) for signing in with two-factor in tests. */
export async function totp(secret: string, at = Date.now()): Promise<string> {
  const { createHmac } = await import("node:crypto");
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, "0");
}

function base32Decode(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of input.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}
