import { createSocket, type Socket } from "node:dgram";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDnsResolver } from "./create-dns-resolver";

/** A tiny DNS server on loopback answering A queries from a table (NXDOMAIN for other names). */
function startDnsServer(zone: Record<string, string>): Promise<{ socket: Socket; address: string; asked: string[] }> {
  const socket = createSocket("udp4");
  const asked: string[] = [];
  socket.on("message", (query, remote) => {
    let offset = 12;
    const labels: string[] = [];
    while (query[offset]! > 0) {
      labels.push(query.subarray(offset + 1, offset + 1 + query[offset]!).toString("ascii"));
      offset += query[offset]! + 1;
    }
    const type = query.readUInt16BE(offset + 1);
    const question = query.subarray(12, offset + 5);
    const name = labels.join(".").toLowerCase();
    asked.push(`${type === 1 ? "A" : type === 28 ? "AAAA" : type} ${name}`);
    const ip = zone[name];
    const answer = ip && type === 1 ? Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4, ...ip.split(".").map(Number)]) : Buffer.alloc(0);
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | (ip ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answer.length > 0 ? 1 : 0, 6);
    socket.send(Buffer.concat([header, question, answer]), remote.port, remote.address);
  });
  return new Promise((resolve) => socket.bind(0, "127.0.0.1", () => resolve({ socket, address: `127.0.0.1:${(socket.address() as AddressInfo).port}`, asked })));
}

let server: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  server = await startDnsServer({ "vidleakr.localhost": "203.0.113.5", "origin.cdnsite.localhost": "203.0.113.60" });
});
afterAll(() => server.socket.close());

describe("createDnsResolver", () => {
  it("asks the configured server for .localhost names instead of answering them itself", async () => {
    const resolve = createDnsResolver({ servers: [server.address] });
    expect(await resolve("vidleakr.localhost")).toEqual(["203.0.113.5"]);
    expect(await resolve("origin.cdnsite.localhost")).toEqual(["203.0.113.60"]);
    expect(server.asked).toContain("A vidleakr.localhost");
  });

  it("answers an unknown name with no addresses", async () => {
    expect(await createDnsResolver({ servers: [server.address] })("nowhere.localhost")).toEqual([]);
  });
});
