// An undici Agent whose every new socket goes through the destination guard: the connector
// resolves and checks the host itself, then dials the checked IP, so nothing else picks the address.
import { isIP } from "node:net";
import { Agent, buildConnector } from "undici";
import type { DestinationGuard } from "./destination-guard";

export function createGuardedAgent(guard: DestinationGuard, options: { connectTimeoutMs: number }): Agent {
  const dial = buildConnector({ timeout: options.connectTimeoutMs });

  const connect: buildConnector.connector = (target, callback) => {
    const port = Number(target.port) || (target.protocol === "https:" ? 443 : 80);
    const url = `${target.protocol}//${target.host}`;
    guard.resolve(target.hostname, port, url).then(
      (address) => {
        // TLS still verifies the certificate against the name in the URL, not the IP we dial.
        const servername = target.servername || (isIP(target.hostname) === 0 ? target.hostname : undefined);
        dial({ ...target, hostname: address, port: String(port), servername }, callback);
      },
      (error: Error) => callback(error, null),
    );
  };

  return new Agent({ connect });
}
