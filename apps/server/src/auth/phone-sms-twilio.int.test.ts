// With Twilio configured, the codes of the phone sign-up go out through its Messages API (here a
// local fake on loopback) and the outbox records them as sent; a refusal is recorded as failed
// without changing the sign-up's answer. Messages leave in the background, after the answer.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mailOutbox } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testPassword as password, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

describe.each(kinds)("SMS through Twilio on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let twilio: Server;
  const received: Received[] = [];
  let refuse = false;

  beforeAll(async () => {
    twilio = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push({ path: request.url ?? "", authorization: request.headers.authorization, form: new URLSearchParams(body) });
        response.writeHead(refuse ? 400 : 201, { "content-type": "application/json" });
        response.end(JSON.stringify(refuse ? { code: 21211, message: "Invalid 'To' Phone Number" } : { sid: "SM123", status: "queued" }));
      });
    });
    await new Promise<void>((resolve) => twilio.listen(0, "127.0.0.1", resolve));
    const { port } = twilio.address() as AddressInfo;
    database = await create();
    server = await startTestServer(database, {
      TWILIO_ACCOUNT_SID: "AC0123",
      TWILIO_AUTH_TOKEN: "secret-token",
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: `http://127.0.0.1:${port}/`,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    await new Promise((resolve) => twilio?.close(resolve));
  });

  const outboxFor = (to: string) => server.runtime.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.channel, "sms")));

  it("sends the code through the Messages API with basic auth, then the account is created with it", async () => {
    received.length = 0;
    refuse = false;
    const browser = server.browser();
    const signUp = await browser.request("/api/auth/phone/sign-up", { json: { phoneNumber: "+4915123456711", password, name: "Nova Quill" } });
    expect(signUp.status).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    const [message] = received;
    expect(message.path).toBe("/2010-04-01/Accounts/AC0123/Messages.json");
    expect(message.authorization).toBe(`Basic ${Buffer.from("AC0123:secret-token").toString("base64")}`);
    expect(message.form.get("To")).toBe("+4915123456711");
    expect(message.form.get("From")).toBe("+15005550006");
    const code = message.form.get("Body")!.match(/^(\d{6}) is your Unleak code/)![1];
    await expect.poll(() => outboxFor("+4915123456711")).toMatchObject([{ status: "sent", error: null }]);
    expect((await browser.request("/api/auth/phone/verify", { json: { phoneNumber: "+4915123456711", code } })).status).toBe(200);
  });

  it("records a refused message as failed and answers the sign-up the same", async () => {
    refuse = true;
    const signUp = await server.browser().request("/api/auth/phone/sign-up", { json: { phoneNumber: "+4915123456712", password, name: "Nova Quill" } });
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toEqual({ status: true });
    await expect.poll(async () => (await outboxFor("+4915123456712"))[0]?.status).toBe("failed");
    const [row] = await outboxFor("+4915123456712");
    expect(row.error).toContain("Twilio answered 400");
  });
});
