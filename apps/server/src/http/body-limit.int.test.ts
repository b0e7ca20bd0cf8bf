// A body over the limit is answered 413 on a real HTTP connection: the client reads the answer
// even while it is still sending, and the connection is closed rather than reused.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, startTestServer, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends `size` bytes as fast as the socket takes them, chunked when `declareLength` is false. */
function postOversize(port: number, size: number, declareLength: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/debug-logs",
      agent: new http.Agent({ keepAlive: true }),
      headers: { "content-type": "application/json", origin: baseUrl, ...(declareLength ? { "content-length": String(size) } : {}) },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      response.on("error", reject);
    });
    // Writing may fail once the server has answered and closed: the answer is what counts.
    request.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

describe.each(kinds)("an oversize body on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let http: ServerType;
  let port: number;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    http = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => http.once("listening", resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.stop();
    await database?.dispose();
  });

  it.each([
    ["declared by Content-Length", true],
    ["sent chunked", false],
  ])("gets a translated 413 and Connection: close when %s", async (_label, declareLength) => {
    const answer = await postOversize(port, 8 * 1024 * 1024, declareLength);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body).error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});
