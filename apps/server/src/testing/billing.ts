// Integration-test support for plans and payment: a test server whose webhook the sandbox's payment
// provider reaches over HTTP, the provider's hosted pages driven as a browser would, and a payment.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { billingRoutes } from "@unleak/contracts";
import type { TestDatabase } from "@unleak/db/testing";
import { expect } from "vitest";
import { answerOf } from "./answers";
import { startTestServer, type TestBrowser, type TestServer } from "./test-server";

/** A browser's request to the sandbox's hosted pages: `*.localhost` is loopback, as Chromium resolves it. */
export function hosted(url: string, form?: Record<string, string>): Promise<{ status: number; location: string | null; body: string }> {
  const target = new URL(url);
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: target.port, path: `${target.pathname}${target.search}`, method: form ? "POST" : "GET", headers: { host: target.host, ...(body ? { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The test server, listening on a port of its own for the provider's events; `close` stops both. */
export async function startBillingServer(database: TestDatabase, env: Record<string, string> = {}): Promise<{ server: TestServer; close(): Promise<void> }> {
  let server: TestServer | null = null;
  const listener: Server = createServer(getRequestListener((request) => server!.app.fetch(request)));
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const { port } = listener.address() as AddressInfo;
  server = await startTestServer(database, { BILLING_WEBHOOK_URL: `http://127.0.0.1:${port}/api/billing/webhook`, BILLING_GRACE_DAYS: "7", ...env });
  await server.runtime.billing!.webhookSecret();
  const started = server;
  return {
    server: started,
    async close() {
      await new Promise((resolve) => listener.close(resolve));
      await started.stop();
    },
  };
}

/** "Refresh Status": the check after asking the provider again. */
export const checkNow = async (browser: TestBrowser) => answerOf(billingRoutes.checkSubscription, await browser.request("/api/billing/check-subscription", { json: { forceRefresh: true } }), 200);

/** Pays for `plan` with `card` on the hosted checkout page and waits until the provider's events are applied. */
export async function payFor(server: TestServer, browser: TestBrowser, plan: "starter" | "pro" | "elite", card: string): Promise<void> {
  const { url } = await answerOf(billingRoutes.checkout, await browser.request("/api/billing/checkout", { json: { plan } }), 200);
  const sent = server.runtime.sandbox!.stripe.deliveries().length;
  expect((await hosted(url, { card })).status).toBe(303);
  // A completed checkout sends three events: the session, the subscription and its paid invoice.
  await providerSettled(server, sent + 3);
}

/** The provider has sent at least `count` events, and every one was accepted. */
export async function providerSettled(server: TestServer, count = 0): Promise<void> {
  const deliveries = () => server.runtime.sandbox!.stripe.deliveries();
  await expect.poll(() => deliveries().length >= count && deliveries().every((delivery) => delivery.status === 200), { timeout: 15_000, interval: 100 }).toBe(true);
}

/** Opens the customer portal; answers its page's address. */
export const portalOf = async (browser: TestBrowser) => (await answerOf(billingRoutes.portal, await browser.request("/api/billing/portal", { json: {} }), 200)).url;
