// Turns a URL's host and port into the one address we may connect to, or refuses. The same guard
// runs before a request (clean refusal) and inside the socket connector (so the address checked
// is the address connected to: a DNS answer that changes in between cannot slip through).
import { lookup as dnsLookup } from "node:dns/promises";
import { FetchRefusedError } from "./fetch-refused-error";
import { isPublicAddress } from "./is-public-address";
import { parseHostLiteral } from "./parse-host-literal";
import type { SandboxAllowance } from "./types";

export type Lookup = (hostname: string) => Promise<string[]>;

export interface DestinationGuard {
  /** The canonical address to connect to for host:port; throws FetchRefusedError('address'). */
  resolve(host: string, port: number, url: string): Promise<string>;
}

export const systemLookup: Lookup = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};

export function createDestinationGuard(options: { sandbox?: SandboxAllowance; lookup?: Lookup }): DestinationGuard {
  const { sandbox, lookup = systemLookup } = options;
  const sandboxAddress = sandbox ? checkedSandboxAddress(sandbox) : null;
  const suffix = sandbox?.hostSuffix.toLowerCase() ?? "";

  return {
    async resolve(rawHost, port, url) {
      const host = normaliseHost(rawHost);
      const literal = parseHostLiteral(host);
      const refuse = (why: string) => {
        throw new FetchRefusedError("address", `${rawHost}:${port} ${why}`, url);
      };

      if (sandbox && sandboxAddress !== null) {
        const inSandbox =
          literal === sandboxAddress ||
          (literal === null && host.endsWith(suffix) && host.length > suffix.length);
        if (inSandbox) {
          if (port !== sandbox.port) refuse(`is only allowed on sandbox port ${sandbox.port}`);
          return sandboxAddress;
        }
      }

      if (literal !== null) {
        if (!isPublicAddress(literal)) refuse(`is not a public address (${literal})`);
        return literal;
      }

      const answers = await lookup(host);
      if (answers.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: "ENOTFOUND" });
      // One private answer is enough to refuse: the resolver could hand it to a later connection.
      const canonical = answers.map((answer) => parseHostLiteral(answer));
      const bad = canonical.find((address) => address === null || !isPublicAddress(address));
      if (bad !== undefined) refuse(`resolves to a non-public address (${bad ?? "unparseable answer"})`);
      return canonical[0] as string;
    },
  };
}

function normaliseHost(host: string): string {
  let text = host.toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  return text.endsWith(".") ? text.slice(0, -1) : text;
}

function checkedSandboxAddress(sandbox: SandboxAllowance): string {
  const address = parseHostLiteral(sandbox.address);
  if (address === null) throw new TypeError(`sandbox.address must be an IP literal, got ${sandbox.address}`);
  if (!sandbox.hostSuffix.startsWith(".")) throw new TypeError(`sandbox.hostSuffix must start with ".", got ${sandbox.hostSuffix}`);
  if (!Number.isInteger(sandbox.port) || sandbox.port <= 0) throw new TypeError(`sandbox.port must be a port number`);
  return address;
}
