// Whose mailbox an address is: a site's DMCA/legal address or impersonation desk, a provider's abuse
// desk, or some other address at a sandbox domain (stored, never answered). Addresses outside the sandbox are refused.
import type { HostingProvider, World, WorldSite } from "../world/world-types";
import { ALL_PROVIDERS, providerDomain } from "../world/hosting-providers";
import { impersonationDeskOf } from "./impersonation-desks";

/** `desk: "impersonation"`: the site's impersonation desk, which acts on profiles only. */
export type Mailbox = { kind: "site"; address: string; site: WorldSite; desk?: "impersonation" } | { kind: "provider"; address: string; provider: HostingProvider } | { kind: "unattended"; address: string };

export const REGISTRAR_DOMAIN = "registrar.example";
/** The payment processor's complaints desk (Paywave, known for the sites that sell premium access). */
export const PROCESSOR_DOMAIN = "paywave.example";

export interface MailboxDirectory {
  /** The mailbox behind an address, or null when the domain is not the sandbox's. */
  lookup(address: string): Mailbox | null;
}

export function createMailboxDirectory(world: World): MailboxDirectory {
  const sites = new Map(world.sites.map((site) => [site.dmcaEmail, site]));
  const desks = new Map(
    world.sites.flatMap((site) => {
      const desk = impersonationDeskOf(site.id);
      return desk?.channel === "email" ? [[desk.address, site] as const] : [];
    }),
  );
  const providers = new Map(ALL_PROVIDERS.map((provider) => [provider.abuseEmail, provider]));
  const domains = new Set([REGISTRAR_DOMAIN, PROCESSOR_DOMAIN, ...world.sites.map((site) => `${site.id}.example`), ...ALL_PROVIDERS.map(providerDomain)]);
  return {
    lookup(raw) {
      const address = raw.trim().toLowerCase();
      const site = sites.get(address);
      if (site) return { kind: "site", address, site };
      const deskSite = desks.get(address);
      if (deskSite) return { kind: "site", address, site: deskSite, desk: "impersonation" };
      const provider = providers.get(address);
      if (provider) return { kind: "provider", address, provider };
      return domains.has(address.slice(address.lastIndexOf("@") + 1)) ? { kind: "unattended", address } : null;
    },
  };
}
