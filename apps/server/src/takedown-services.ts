// Binds the takedown pipeline to this deployment (issue 12): the site registry and DNS/RDAP of the
// sandbox web or the live one for routing, nodemailer to the sandbox's SMTP server or SMTP_URL for
// e-mail notices, the SSRF-safe fetcher for web forms, the agent from the configuration, and the
// one clock. A sandbox in this process is asked directly; one on SANDBOX_PORT (another process)
// through its /_services answer.
import { type Clock, type FileStorage, type ImpersonationDirectory, type NoticeMailTransport, type TakedownServices } from "@unleak/core";
import type { Database } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import type { Sandbox, SandboxServices } from "@unleak/sandbox";
import { createFetcher, type Fetcher, loadLiveRegistry, loadSandboxRegistry, searchUrl, type SiteRegistry } from "@unleak/scanner";
import { createDnsResolver, createRdapClient, createRdapRegistrarClient, type RoutableSite, routeEscalation, routeLeak, type RoutingServices } from "@unleak/takedown";
import nodemailer from "nodemailer";
import type { Config } from "./config";

/** The public RDAP redirector production starts from (it sends each query to the registry that holds it). */
const LIVE_RDAP_BASE = "https://rdap.org";

function routable(site: SiteRegistry["sites"][number]): RoutableSite {
  return { id: site.id, name: site.name, category: site.category, takedown: site.takedown, ...(site.profiles ? { impersonation: site.profiles.impersonation } : {}) };
}

function nodemailerTransport(options: string | { host: string; port: number }): NoticeMailTransport {
  const transport =
    typeof options === "string"
      ? nodemailer.createTransport(options)
      : nodemailer.createTransport({ host: options.host, port: options.port, secure: false, ignoreTLS: true, pool: false });
  return {
    async send({ from, to, raw, messageId }) {
      const envelopeFrom = /<([^>]+)>/.exec(from)?.[1] ?? from;
      const info = await transport.sendMail({
        envelope: { from: envelopeFrom, to: [to] },
        raw,
        // Delivery status notifications (RFC 3461) come back to the agent's address.
        dsn: { id: messageId.replace(/[<>]/g, ""), return: "headers", notify: ["failure", "delay"], recipient: envelopeFrom },
      });
      return { response: info.response };
    },
  };
}

async function sandboxServicesOn(port: number, fetcher: Fetcher): Promise<SandboxServices> {
  const answer = await fetcher.fetch(`http://mail.localhost:${port}/_services`);
  if (answer.status !== 200) throw new Error(`the sandbox on port ${port} did not name its services (HTTP ${answer.status})`);
  return JSON.parse(answer.body.toString("utf8")) as SandboxServices;
}

export interface TakedownWiring {
  services: TakedownServices;
  /** The platforms where fake profiles are looked for, and their impersonation desks (issue 18). */
  impersonation: ImpersonationDirectory;
  /** The sandbox's services when scans target it (the reply relay is set on it). */
  sandbox: SandboxServices | null;
  /** Tells a sandbox in another process (SANDBOX_PORT) where its owners' replies go. */
  registerReplyRelay(relay: { host: string; port: number }): Promise<void>;
  close(): Promise<void>;
}

export async function createTakedownServices({
  config,
  db,
  queue,
  storage,
  clock,
  sandbox,
}: {
  config: Config;
  db: Database;
  queue: Queue;
  storage: FileStorage;
  clock: Clock;
  /** The sandbox this process started, if any. */
  sandbox: Sandbox | null;
}): Promise<TakedownWiring> {
  const sandboxPort = sandbox?.port ?? (config.sandbox.enabled ? config.sandbox.port : null);
  const fetcher = sandboxPort
    ? createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandboxPort }, respectRobots: false })
    : createFetcher({ respectRobots: false });
  const sandboxServices = sandbox?.services ?? (sandboxPort ? await sandboxServicesOn(sandboxPort, fetcher) : null);
  const registry = sandboxPort ? loadSandboxRegistry({ port: sandboxPort }) : loadLiveRegistry();
  const searchEngines = registry.sites.filter((site) => site.category === "search-engine" && site.takedown.channel !== "host").map(routable);
  const rdap = { baseUrl: sandboxServices?.rdapBaseUrl ?? LIVE_RDAP_BASE, fetcher };
  const routing: RoutingServices = {
    resolveAddresses: createDnsResolver(sandboxServices ? { servers: [sandboxServices.dns] } : {}),
    lookupNetwork: createRdapClient(rdap),
    lookupRegistrar: createRdapRegistrarClient(rdap),
  };
  const { holidayCountry, ...escalation } = config.takedowns.escalation;
  const mail = sandboxServices ? nodemailerTransport(sandboxServices.smtp) : config.smtpUrl ? nodemailerTransport(config.smtpUrl) : null;
  const services: TakedownServices = {
    db,
    queue,
    clock,
    storage,
    agent: config.takedowns.agent,
    from: config.takedowns.from,
    replyDomain: config.takedowns.inboundDomain,
    baseUrl: config.baseUrl,
    dkim: config.takedowns.dkim,
    escalation: { settings: escalation, holidayCountry },
    mail,
    forms: {
      async post(url, body) {
        const answer = await fetcher.fetch(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
        return { status: answer.status, body: answer.body.toString("utf8").slice(0, 20_000) };
      },
    },
    checks: {
      fetcher,
      markersFor(siteId) {
        const site = registry.get(siteId);
        return { removedMarkers: site?.removedMarkers ?? [], soft404Markers: site?.soft404Markers ?? [] };
      },
      searchUrlFor(address, leak) {
        const engine = registry.sites.find((site) => site.category === "search-engine" && (site.takedown.formUrl === address || site.takedown.contact === address));
        return engine ? searchUrl(engine.baseUrl, engine.search, leak.title || leak.url, 1) : null;
      },
    },
    async routeLeak({ url, mediaUrls, siteId, kind, escalation }) {
      const site = registry.get(siteId) ?? registry.siteForUrl(url);
      const leak = { pageUrl: url, mediaUrls, site: site ? routable(site) : null, kind };
      return escalation ? routeEscalation(leak, escalation, { searchEngines }, routing) : routeLeak(leak, { searchEngines }, routing);
    },
  };
  async function registerReplyRelay(relay: { host: string; port: number }) {
    if (!sandboxPort) return;
    const answer = await fetcher.fetch(`http://mail.localhost:${sandboxPort}/_relay`, { method: "POST", body: JSON.stringify(relay), headers: { "content-type": "application/json" } });
    if (answer.status >= 300) throw new Error(`the sandbox on port ${sandboxPort} refused the reply relay (HTTP ${answer.status})`);
  }
  const platforms = registry.sites.filter((site) => site.profiles);
  const impersonation: ImpersonationDirectory = {
    platforms: () => platforms.map((site) => ({ id: site.id, name: site.name })),
    deskOf: (siteId) => registry.get(siteId)?.profiles?.impersonation ?? null,
  };
  return { services, impersonation, sandbox: sandboxServices, registerReplyRelay, close: () => fetcher.close() };
}
