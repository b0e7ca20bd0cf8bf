// The sandbox's DNS server (UDP, 127.0.0.1, random port), encoded with dns-packet: A records for
// every site at its world address (203.0.113.x), a CDN site's origin at `origin.<id>.localhost`, and
// the services on loopback. Anything else is NXDOMAIN, as a real resolver would answer.
import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";
import dnsPacket from "dns-packet";
import type { World } from "../world/world-types";
import { SERVICE_HOSTS } from "../world/site-catalog";

export interface DnsServer {
  /** `127.0.0.1:<port>`, as `Resolver.setServers` takes it. */
  address: string;
  close(): Promise<void>;
}

const NXDOMAIN = 3;
const TTL_SECONDS = 60;

/** The zone: name (lower case, no trailing dot) to IPv4 address. */
export function sandboxZone(world: World): Map<string, string> {
  const zone = new Map<string, string>();
  for (const site of world.sites) {
    zone.set(`${site.id}.localhost`, site.ip);
    if (site.origin) zone.set(`origin.${site.id}.localhost`, site.origin.ip);
  }
  for (const service of Object.values(SERVICE_HOSTS)) zone.set(`${service}.localhost`, "127.0.0.1");
  return zone;
}

export async function startDnsServer(world: World): Promise<DnsServer> {
  const zone = sandboxZone(world);
  const socket = createSocket("udp4");
  socket.on("message", (message, remote) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const questions = query.questions ?? [];
    const answers: dnsPacket.Answer[] = [];
    let known = questions.length > 0;
    for (const question of questions) {
      const name = question.name.toLowerCase().replace(/\.$/, "");
      const ip = zone.get(name);
      if (!ip) known = false;
      else if (question.type === "A") answers.push({ type: "A", class: "IN", name: question.name, ttl: TTL_SECONDS, data: ip });
    }
    const recursionDesired = (query.flags ?? 0) & dnsPacket.RECURSION_DESIRED;
    const response = dnsPacket.encode({
      type: "response",
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | recursionDesired | (known ? 0 : NXDOMAIN),
      questions,
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => resolve());
  });
  socket.on("error", () => undefined);
  return {
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
