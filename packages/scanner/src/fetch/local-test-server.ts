// Test support: HTTP servers and a bare TCP listener on 127.0.0.1 that record what reached them.
// Tests never touch any other network; these stand in for the web.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}

export interface LocalServer {
  port: number;
  /** Every request the server received, robots.txt included. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry: ReceivedRequest = {
      method: request.method ?? "GET",
      url: request.url ?? "/",
      headers: request.headers,
      body: Buffer.concat(chunks).toString("utf8"),
      at: Date.now(),
    };
    received.push(entry);
    try {
      await handler(entry, response);
    } catch (error) {
      response.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ConnectionCounter {
  port: number;
  connections(): number;
  close(): Promise<void>;
}

/** A listener that only counts TCP connections: proof that a refused fetch never dialled. */
export async function startConnectionCounter(host = "127.0.0.1"): Promise<ConnectionCounter> {
  let count = 0;
  const server = createTcpServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
