// Starts the simulated web: one HTTP server on loopback that picks the site from the Host header
// (<siteId>.localhost:<port>), adds latency and misbehaviour, and serves every site and service;
// beside it the sandbox's SMTP server (notices in), DNS server, and the owners who answer notices.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Hono } from "hono";
import { createAdaptorServer } from "@hono/node-server";
import { buildWorld } from "./world/build-world";
import { createRandom } from "./world/random";
import { SEARCH_ENGINE_ID, SERVICE_HOSTS } from "./world/site-catalog";
import { OFFICIAL_SITES, LICENSED_SITE } from "./world/social-pages";
import { assetPath, createImageStore, type ImageStore } from "./images/image-store";
import { indexWorld } from "./web/world-index";
import { createMailService } from "./web/mail-service";
import { createSiteApp } from "./web/site-app";
import { createMailApp, createRdapApp, createSearchEngineApp } from "./web/service-apps";
import { createFormCounter } from "./web/notice-form";
import { faultFor } from "./web/misbehaviour";
import { documentShell } from "./web/html";
import { createScheduler, realClock } from "./clock/sandbox-clock";
import { createReplyOutbox } from "./mail/reply-outbox";
import { startSmtpInbox } from "./mail/smtp-inbox";
import { startDnsServer } from "./dns/dns-server";
import { createMailboxDirectory } from "./owners/mailbox-directory";
import { createOwners } from "./owners/owners";
import { createTakedownBook } from "./owners/takedown-book";
import { impersonationDeskOf } from "./owners/impersonation-desks";
import { reuploadPage } from "./owners/reupload-page";
import { createVideoStore } from "./videos/video-store";
import { createStripeSandbox } from "./stripe/stripe-app";
import { plantedVideoDownload, plantedVideoLeak, sandboxVideos } from "./videos/planted-video";
import { createFlow, type Flow } from "./flow/flow-uploads";
import { createFlowApp } from "./web/flow-app";
import { createSiteFeed, hasListing } from "./flow/site-feed";
import type { WorldPage } from "./world/world-types";
import type { PlantedPage, Sandbox, SandboxFlow, SandboxOptions, SandboxServices } from "./types";

export async function startSandbox({ seed = 1, port = 0, latencyMs = [0, 0], misbehave = true, takedownDelayMs, clock = realClock, flow: flowOptions }: SandboxOptions = {}): Promise<Sandbox> {
  const world = buildWorld(seed, misbehave);
  let boundPort = port;
  const index = indexWorld(world, () => boundPort);
  // The flow of new uploads on every content site (not the search engine), made as it is looked at.
  const startedAt = clock.now();
  const flow = flowOptions ? createFlow(flowOptions, world.sites.filter((s) => s.id !== SEARCH_ENGINE_ID), startedAt) : null;
  const feed = createSiteFeed(clock, flow?.startAt ?? startedAt, flow);
  index.setFallback(feed);
  const images = createImageStore();
  // Her videos and the leaks' posters, sprites and clips: made in the background, or found cached.
  const videos = createVideoStore();
  const planted = (page: WorldPage): PlantedPage => {
    const video = plantedVideoLeak(page, videos);
    const download = plantedVideoDownload(page);
    const reference = video?.videoId ?? download?.videoId ?? page.reference;
    return {
      url: index.urlOf(page),
      siteId: page.siteId,
      kind: page.kind,
      title: page.title,
      reference,
      transformation: page.transformation,
      ...(video ? { video } : {}),
      ...(download ? { download } : {}),
      ...(page.profile ? { profile: { handle: page.profileOf! } } : {}),
    };
  };
  const scheduler = createScheduler(clock);
  const outbox = createReplyOutbox(clock);
  const book = createTakedownBook(clock);
  const truth: PlantedPage[] = [];
  const owners = createOwners({
    scheduler,
    outbox,
    book,
    takedownDelayMs,
    reupload: (site, page) => {
      const copy = reuploadPage(site, page, index);
      feed.stamp(copy, clock.now());
      truth.push(planted(copy));
    },
  });
  const directory = createMailboxDirectory(world);
  const mail = createMailService(index, directory, owners, book, clock);
  const forms = createFormCounter();
  const apps = new Map<string, Hono>();
  for (const site of world.sites) {
    apps.set(site.id, site.id === SEARCH_ENGINE_ID ? createSearchEngineApp(world, index, site, { mail, forms, isDelisted: book.isDelisted }) : createSiteApp(site, { images, videos, feed }, mail, index, forms));
  }
  let services: SandboxServices | null = null;
  apps.set(SERVICE_HOSTS.rdap, createRdapApp(world));
  const stripe = createStripeSandbox({ clock, scheduler, origin: () => index.origin(SERVICE_HOSTS.stripe) });
  apps.set(SERVICE_HOSTS.stripe, stripe.app);
  apps.set(SERVICE_HOSTS.mail, createMailApp({ mail, services: () => services!, setReplyRelay: (relay) => outbox.setRelay(relay) }));

  const flowView = flow ? flowApi(flow, images, index.urlOf) : null;
  if (flowView) apps.set(FLOW_HOST, createFlowApp(flowView));

  const counts = new Map<string, number>();
  const latency = createRandom(seed * 7919 + 1);
  const root = new Hono();
  root.all("*", async (c) => {
    const siteId = index.siteIdOfHost(c.req.header("host") ?? "") ?? "";
    const app = apps.get(siteId);
    if (!app) return c.html(directoryPage(world.sites.map((s) => s.id), index.origin), 200);
    const count = (counts.get(siteId) ?? 0) + 1;
    counts.set(siteId, count);
    const [min, max] = latencyMs;
    if (max > 0) await new Promise((resolve) => setTimeout(resolve, min + latency.next() * (max - min)));
    const site = index.site(siteId);
    const fault = misbehave && site ? faultFor(site, count, new URL(c.req.url).pathname) : null;
    if (fault) return new Response(fault.body, { status: fault.status, headers: fault.headers });
    return app.fetch(c.req.raw);
  });

  const server = createAdaptorServer({ fetch: root.fetch, overrideGlobalObjects: false }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  boundPort = (server.address() as AddressInfo).port;
  const smtp = await startSmtpInbox(directory, mail);
  const dns = await startDnsServer(world);
  services = { smtp: { host: "127.0.0.1", port: smtp.port }, dns: dns.address, rdapBaseUrl: `${index.origin(SERVICE_HOSTS.rdap)}`, stripe: { host: `${SERVICE_HOSTS.stripe}.localhost`, port: boundPort, origin: index.origin(SERVICE_HOSTS.stripe) } };
  // Derive the pictures in the background so that start-up stays fast and first scans too.
  const pictures = world.sites.flatMap((site) => site.pages.flatMap((page) => (page.profile?.avatar ? [page.profile.avatar, ...page.images] : page.images)));
  const warming = Promise.all([images.warm(pictures), videos.ready()]).then(() => undefined);
  // Nobody may be waiting yet: a failed render must not go unhandled (warm() still rejects).
  warming.catch((error: Error) => console.warn(`[sandbox] videos not made: ${error.message}`));

  truth.push(...world.sites.flatMap((site) => site.pages.map(planted)));
  return {
    port: boundPort,
    origin: index.origin,
    sites: world.sites.map((s) => ({
      id: s.id,
      name: s.name,
      category: s.category,
      tier: s.tier,
      dmcaEmail: s.dmcaEmail,
      ip: s.ip,
      hostAbuseEmail: s.host.abuseEmail,
      hostName: s.host.name,
      removal: s.removal,
      owner: s.owner,
      origin: s.origin ? { ip: s.origin.ip, hostName: s.origin.provider.name, hostAbuseEmail: s.origin.provider.abuseEmail } : undefined,
      impersonationDesk: impersonationDeskOf(s.id),
      listing: hasListing(s.category),
    })),
    demoCreator: {
      name: world.creator.name,
      username: world.creator.username,
      officialUrls: OFFICIAL_SITES.map((id) => `${index.origin(id)}/u/${world.creator.username}`),
      whitelist: truth.filter((page) => page.kind === "licensed" && page.siteId === LICENSED_SITE).map((page) => page.url),
      referenceImages: world.creator.references.map((asset) => assetPath("creator", asset)),
    },
    truth,
    videos: sandboxVideos(videos),
    mailboxes: { list: (address) => mail.list(address) },
    takedowns: { list: () => mail.takedowns(), isRemoved: (url) => mail.isRemovedUrl(url), state: (url) => mail.state(url) },
    delisted: (url) => {
      const hit = index.resolve(url);
      return !!hit && book.isDelisted(index.urlOf(hit.page));
    },
    services,
    smtp: { setDown: (down) => smtp.setDown(down), isDown: () => smtp.isDown() },
    stripe: { deliveries: () => stripe.deliveries(), renew: (subscriptionId) => stripe.renew(subscriptionId) },
    setReplyRelay: (relay) => outbox.setRelay(relay),
    outbox: { list: () => outbox.pending(), sent: () => outbox.sent() },
    warm: () => warming,
    requestCounts: () => Object.fromEntries(counts),
    resetRequestCounts: () => counts.clear(),
    ...(flowView ? { flow: flowView } : {}),
    close: async () => {
      scheduler.clear();
      stripe.close();
      outbox.close();
      await Promise.all([
        new Promise<void>((resolve) => {
          server.closeAllConnections?.();
          server.close(() => resolve());
        }),
        smtp.close(),
        dns.close(),
      ]);
    },
  };
}

/** The host of the flow's ground truth over HTTP (web/flow-app.ts). */
const FLOW_HOST = "flow";

function flowApi(flow: Flow, images: ImageStore, urlOf: (page: WorldPage) => string): SandboxFlow {
  return {
    startAt: flow.startAt,
    creators: () => flow.creators().map((creator) => ({ ...creator })),
    referencePicture: (creatorId, n = 0) => {
      const key = flow.pictureKey(creatorId, n);
      return key ? images.image({ set: "flow", asset: key, variant: 0 }) : Promise.reject(new Error(`no synthetic creator ${creatorId}`));
    },
    truth: (window) =>
      flow.uploadsIn(window).flatMap(({ page, uploadedAt, leak }) =>
        leak ? [{ creatorId: leak.creatorId, url: urlOf(page), siteId: page.siteId, uploadedAt, shows: leak.shows, title: page.title, ...(page.transformation && leak.shows !== "name" ? { transformation: page.transformation } : {}) }] : [],
      ),
    uploadsIn: (window) => flow.uploadsIn(window).length,
  };
}

function directoryPage(ids: string[], origin: (id: string) => string): string {
  const links = [...ids, SERVICE_HOSTS.rdap, SERVICE_HOSTS.mail].map((id) => `<li><a href="${origin(id)}/">${id}</a></li>`).join("");
  return documentShell("Sandbox web", "Sandbox web", `<h1>Sandbox web</h1><ul>${links}</ul>`);
}
