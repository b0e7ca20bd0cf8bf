// The sandbox's shared services: a search engine over every site (with its delisting form), an
// RDAP server that names each address's network and each domain's registrar with abuse contacts,
// and the mail service's HTTP side (JSON drop, reply relay, service addresses).
import { Hono } from "hono";
import type { HostingProvider, World, WorldSite } from "../world/world-types";
import type { ReplyRelay, SandboxServices } from "../types";
import { noticeFormPage, submitNoticeForm, type FormCounter } from "./notice-form";
import { layouts } from "./layouts";
import { pageHref, requestedPage, searchPages } from "./site-search";
import type { WorldIndex } from "./world-index";
import type { MailService } from "./mail-service";
import { pageView } from "./site-app";

export interface SearchEngineDeps {
  mail: MailService;
  forms: FormCounter;
  isDelisted(url: string): boolean;
}

export function createSearchEngineApp(world: World, index: WorldIndex, site: WorldSite, { mail, forms, isDelisted }: SearchEngineDeps): Hono {
  const app = new Hono();
  const layout = layouts["search-engine"];
  app.get("/robots.txt", (c) => c.text("User-agent: *\nDisallow: /admin/\n"));
  app.get("/legal/delist", (c) => c.html(noticeFormPage(site, "/legal/delist")));
  app.post("/legal/delist", (c) => submitNoticeForm(c, site, mail, forms));
  app.get(layout.searchPath, (c) => {
    const url = new URL(c.req.url);
    const query = url.searchParams.get(layout.queryParam) ?? "";
    // Read per request: re-uploads appear, delisted URLs drop out while their pages stay up.
    const pages = world.sites.flatMap((s) => s.pages).filter((page) => !isDelisted(index.urlOf(page)));
    const all = searchPages(pages, query);
    const pageNumber = requestedPage(url, layout.pagination, layout.perPage);
    const hits = all.slice((pageNumber - 1) * layout.perPage, pageNumber * layout.perPage).map((page) => pageView(page, index.urlOf(page)));
    const nextHref = pageNumber * layout.perPage < all.length ? pageHref(url, layout.pagination, layout.perPage, pageNumber + 1) : null;
    return c.html(layout.renderSearch({ site, query, hits, pageNumber, nextHref }));
  });
  app.get("/", (c) => c.html(`<form action="/search"><input name="q"><button>Findr</button></form>`));
  return app;
}

const REGISTRAR = { handle: "SANDREG", name: "Sandbox Registrar", abuseEmail: "abuse@registrar.example" };

function entity(handle: string, name: string, emails: string[], roles: string[], country?: string) {
  return {
    objectClassName: "entity",
    handle,
    roles,
    vcardArray: [
      "vcard",
      [
        ["version", {}, "text", "4.0"],
        ["fn", {}, "text", name],
        ...emails.map((email) => ["email", {}, "text", email]),
        ...(country ? [["adr", { cc: country }, "text", ["", "", "", "", "", "", ""]]] : []),
      ],
    ],
  };
}

/** The provider's registrant and abuse entities; a placeholder mailbox, where it has one, comes first. */
function providerEntities(provider: HostingProvider) {
  const abuse = provider.placeholderEmail ? [provider.placeholderEmail, provider.abuseEmail] : [provider.abuseEmail];
  return [entity(provider.handle, provider.name, [provider.abuseEmail], ["registrant"], provider.country), entity(`${provider.handle}-ABUSE`, `${provider.name} Abuse`, abuse, ["abuse"], provider.country)];
}

export function createRdapApp(world: World): Hono {
  const app = new Hono();
  const rdap = (body: object, status = 200) =>
    new Response(JSON.stringify({ rdapConformance: ["rdap_level_0"], ...body }), { status, headers: { "content-type": "application/rdap+json" } });
  app.get("/ip/:addr", (c) => {
    const addr = c.req.param("addr");
    const site = world.sites.find((s) => s.ip === addr);
    const origin = world.sites.find((s) => s.origin?.ip === addr)?.origin;
    // Every sandbox host really answers on loopback: that range belongs to the first provider.
    const host = site?.host ?? origin?.provider ?? (addr.startsWith("127.") ? world.sites[0].host : null);
    if (!host) return rdap({ errorCode: 404, title: "Not Found" }, 404);
    return rdap({
      objectClassName: "ip network",
      handle: `NET-${addr.replace(/\./g, "-")}`,
      startAddress: addr,
      endAddress: addr,
      ipVersion: "v4",
      name: host.kind === "cdn" ? `${host.handle}-EDGE` : host.handle,
      type: host.kind === "cdn" ? "ASSIGNED ANYCAST" : "ASSIGNED PA",
      country: host.country,
      ...(host.lang === "de" ? { lang: "de" } : {}),
      entities: providerEntities(host),
      remarks: host.kind === "cdn" ? [{ title: "CDN", description: [`${host.name} edge network: content is served from customers' origin servers.`] }] : [],
    });
  });
  app.get("/domain/:name", (c) => {
    const name = c.req.param("name").toLowerCase();
    const site = world.sites.find((s) => `${s.id}.localhost` === name);
    if (!site) return rdap({ errorCode: 404, title: "Not Found" }, 404);
    return rdap({
      objectClassName: "domain",
      handle: `DOM-${site.id.toUpperCase()}`,
      ldhName: name,
      status: ["active"],
      nameservers: [{ objectClassName: "nameserver", ldhName: `ns1.${site.host.handle.toLowerCase()}.example` }],
      entities: [
        { ...entity(REGISTRAR.handle, REGISTRAR.name, [REGISTRAR.abuseEmail], ["registrar"]), entities: [entity(`${REGISTRAR.handle}-ABUSE`, "Abuse desk", [REGISTRAR.abuseEmail], ["abuse"])] },
        entity(site.host.handle, site.host.name, [site.host.abuseEmail], ["abuse"], site.host.country),
      ],
      remarks: [{ title: "Hosting", description: [`Served from ${site.ip} (${site.host.name})`] }],
    });
  });
  return app;
}

export interface MailAppDeps {
  mail: MailService;
  services(): SandboxServices;
  setReplyRelay(relay: ReplyRelay | null): void;
}

export function createMailApp({ mail, services, setReplyRelay }: MailAppDeps): Hono {
  const app = new Hono();
  app.post("/_mail", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { to?: string | string[]; from?: string; subject?: string; text?: string; messageId?: string; replyTo?: string } | null;
    if (!body?.to || typeof body.text !== "string") return c.json({ error: "to and text are required" }, 400);
    const stored = mail.receive({ to: body.to, from: body.from ?? "", replyTo: body.replyTo, messageId: body.messageId, subject: body.subject ?? "", text: body.text, via: "http" });
    return c.json({ stored: stored.map((m) => ({ id: m.id, to: m.to, actionableUrls: m.actionableUrls })) });
  });
  app.get("/_mail", (c) => c.json(mail.list(c.req.query("address"))));
  app.get("/_takedowns", (c) => c.json(mail.takedowns()));
  app.get("/_services", (c) => c.json(services()));
  // For a sandbox in another process: where owners' replies go (null or {} stops relaying).
  app.post("/_relay", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { host?: unknown; port?: unknown } | null;
    if (body && body.host === undefined && body.port === undefined) {
      setReplyRelay(null);
      return c.json({ relay: null });
    }
    if (typeof body?.host !== "string" || typeof body.port !== "number" || !Number.isInteger(body.port)) return c.json({ error: "host (string) and port (integer) are required" }, 400);
    setReplyRelay({ host: body.host, port: body.port });
    return c.json({ relay: { host: body.host, port: body.port } });
  });
  return app;
}
