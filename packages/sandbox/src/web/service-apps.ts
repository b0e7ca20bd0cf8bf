// The sandbox's shared services: a search engine over every site, an RDAP server that names
// each site's hosting provider and registrar with abuse contacts, and the mail drop.
import { Hono } from "hono";
import type { World, WorldSite } from "../world/world-types";
import { layouts } from "./layouts";
import { pageHref, requestedPage, searchPages } from "./site-search";
import type { WorldIndex } from "./world-index";
import type { MailService } from "./mail-service";
import { pageView } from "./site-app";

export function createSearchEngineApp(world: World, index: WorldIndex, site: WorldSite): Hono {
  const app = new Hono();
  const layout = layouts["search-engine"];
  const pages = world.sites.flatMap((s) => s.pages);
  app.get("/robots.txt", (c) => c.text("User-agent: *\nDisallow: /admin/\n"));
  app.get(layout.searchPath, (c) => {
    const url = new URL(c.req.url);
    const query = url.searchParams.get(layout.queryParam) ?? "";
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

function entity(handle: string, name: string, email: string, roles: string[]) {
  return {
    objectClassName: "entity",
    handle,
    roles,
    vcardArray: ["vcard", [["version", {}, "text", "4.0"], ["fn", {}, "text", name], ["email", {}, "text", email]]],
  };
}

export function createRdapApp(world: World): Hono {
  const app = new Hono();
  const rdap = (body: object, status = 200) =>
    new Response(JSON.stringify({ rdapConformance: ["rdap_level_0"], ...body }), { status, headers: { "content-type": "application/rdap+json" } });
  app.get("/ip/:addr", (c) => {
    const addr = c.req.param("addr");
    const site = world.sites.find((s) => s.ip === addr);
    // Every sandbox host really answers on loopback: that range belongs to the first provider.
    const host = site?.host ?? (addr.startsWith("127.") ? world.sites[0].host : null);
    if (!host) return rdap({ errorCode: 404, title: "Not Found" }, 404);
    return rdap({
      objectClassName: "ip network",
      handle: `NET-${addr.replace(/\./g, "-")}`,
      startAddress: addr,
      endAddress: addr,
      ipVersion: "v4",
      name: host.handle,
      entities: [entity(host.handle, host.name, host.abuseEmail, ["registrant", "abuse"])],
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
        { ...entity(REGISTRAR.handle, REGISTRAR.name, REGISTRAR.abuseEmail, ["registrar"]), entities: [entity(`${REGISTRAR.handle}-ABUSE`, "Abuse desk", REGISTRAR.abuseEmail, ["abuse"])] },
        entity(site.host.handle, site.host.name, site.host.abuseEmail, ["abuse"]),
      ],
      remarks: [{ title: "Hosting", description: [`Served from ${site.ip} (${site.host.name})`] }],
    });
  });
  return app;
}

export function createMailApp(mail: MailService): Hono {
  const app = new Hono();
  app.post("/_mail", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { to?: string | string[]; from?: string; subject?: string; text?: string } | null;
    if (!body?.to || typeof body.text !== "string") return c.json({ error: "to and text are required" }, 400);
    const stored = mail.receive({ to: body.to, from: body.from ?? "", subject: body.subject ?? "", text: body.text });
    return c.json({ stored: stored.map((m) => ({ id: m.id, to: m.to, actionableUrls: m.actionableUrls })) });
  });
  app.get("/_mail", (c) => c.json(mail.list(c.req.query("address"))));
  app.get("/_takedowns", (c) => c.json(mail.takedowns()));
  return app;
}
