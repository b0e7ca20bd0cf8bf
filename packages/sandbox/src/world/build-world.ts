// Generates every site's pages from the seed: leaks under each transformation, name leaks,
// impersonators, decoys, loose matches, unrelated posts and the creator's own official pages.
import type { Transformation } from "../types";
import { createRandom, hashString, type Random } from "./random";
import { siteCatalog, SEARCH_ENGINE_ID } from "./site-catalog";
import { pagePath } from "./page-paths";
import * as wording from "./wording";
import type { ImageSpec, World, WorldPage, WorldSite } from "./world-types";
import { socialExtras } from "./social-pages";
import { linkLeakPages } from "./profile-cast";
import { CDN_ORIGIN_PROVIDER, CLOUDISH, HOSTING_PROVIDERS } from "./hosting-providers";
import { isCdnSite, ownerOf } from "../owners/owner-assignments";
import { videoLeakPages } from "./video-leak-pages";
import { CREATOR_ASSETS, OTHER_ASSETS } from "./picture-assets";

export { CREATOR_ASSETS, OTHER_ASSETS } from "./picture-assets";
const TRANSFORMATIONS: Transformation[] = ["resize", "recompress", "crop", "letterbox", "watermark", "mirror"];

export function buildWorld(seed: number, misbehave: boolean): World {
  const rng = createRandom(seed);
  // One shuffled cycle of transformations, walked across sites so that each appears often.
  const cycle = rng.shuffle(TRANSFORMATIONS);
  let leakIndex = 0;
  const nextLeak = (r: Random): ImageSpec => {
    const transformation = cycle[leakIndex++ % cycle.length];
    // Two parameter sets per transformation: leak sites re-post the same files over and over.
    return { set: "creator", asset: r.pick(CREATOR_ASSETS), transformation, variant: r.int(0, 1) };
  };
  let hosted = 0;
  const sites = siteCatalog().map((entry, index): WorldSite => {
    const r = createRandom(seed ^ hashString(entry.id));
    const owner = ownerOf(entry.id, entry.category);
    const cdn = isCdnSite(entry.id);
    const site: WorldSite = {
      ...entry,
      // The soft-404 owner answers a removed page with 200 and a "content removed" page.
      removal: owner === "soft-404" ? "marker" : entry.removal,
      owner,
      pages: [],
      ip: `203.0.113.${index + 1}`,
      dmcaEmail: entry.id === SEARCH_ENGINE_ID ? `legal@${entry.id}.example` : `dmca@${entry.id}.example`,
      host: cdn ? CLOUDISH : HOSTING_PROVIDERS[hosted++ % HOSTING_PROVIDERS.length],
      origin: cdn ? { ip: `198.51.100.${index + 1}`, provider: CDN_ORIGIN_PROVIDER } : undefined,
      period: r.int(6, 9),
      phase: r.int(0, 5),
      robotsDisallow: robotsFor(entry.id, r),
    };
    // Video leaks draw from their own seed: the pages generated before them stay as they were.
    if (entry.id !== SEARCH_ENGINE_ID) site.pages = [...pagesFor(site, r, nextLeak, misbehave), ...videoLeakPages(site, seed, misbehave)];
    return site;
  });
  linkLeakPages(sites);
  return { seed, sites, creator: { name: "Nova Quill", username: "novaquill", references: CREATOR_ASSETS } };
}

function robotsFor(siteId: string, r: Random): string[] {
  const rules = ["/admin/", "/dl/"];
  if (r.next() < 0.3) rules.push("/archive/");
  return siteId.length % 5 === 0 ? [...rules, "/members/"] : rules;
}

function pagesFor(site: WorldSite, r: Random, nextLeak: (r: Random) => ImageSpec, misbehave: boolean): WorldPage[] {
  const pages: WorldPage[] = [];
  const add = (page: Omit<WorldPage, "id" | "siteId" | "path" | "hops" | "listed"> & { listed?: boolean }) => {
    const id = `${(pages.length + 1).toString(36)}${r.int(100, 999)}`;
    const hops = misbehave && ["tube", "cam-recordings", "file-host"].includes(site.category) ? r.int(0, 3) : 0;
    const full: WorldPage = { listed: true, ...page, id, siteId: site.id, path: "", hops };
    full.path = pagePath(site.category, full);
    pages.push(full);
  };
  const other = (): ImageSpec => ({ set: "other", asset: r.pick(OTHER_ASSETS), variant: 0 });
  const n = () => r.int(2, 480);
  const leaks = site.tier === "preview" ? 2 : r.int(1, 2);
  for (let i = 0; i < leaks; i++) {
    const image = nextLeak(r);
    const anonymous = r.next() < 0.3;
    const title = wording.fillNumber(r.pick(anonymous ? wording.anonymousTitles : wording.leakTitles), n());
    const images = r.next() < 0.3 ? [other(), image] : [image];
    add({ title, uploader: r.pick(wording.uploaders), tags: ["nova quill", "novaquill", "leak"], description: "Full set, enjoy.", images, kind: "picture-leak", reference: image.asset, transformation: image.transformation });
  }
  if (r.next() < 0.6) {
    add({ title: wording.fillNumber(r.pick(wording.nameLeakTitles), n()), uploader: r.pick(wording.uploaders), tags: ["leak"], description: "Links are in the replies.", images: r.next() < 0.5 ? [other()] : [], kind: "name-leak" });
  }
  add({ title: wording.fillNumber(r.pick(wording.decoyTitles), n()), uploader: r.pick(wording.everydayUploaders), tags: [], description: "Not who you are looking for.", images: [other()], kind: "decoy" });
  add({ title: wording.fillNumber(r.pick(wording.looseMatchTitles), n()), uploader: r.pick(wording.everydayUploaders), tags: [], description: "A calm evening post.", images: [other()], kind: "unrelated" });
  for (let i = r.int(2, 3); i > 0; i--) {
    add({ title: wording.fillNumber(r.pick(wording.unrelatedTitles), n()), uploader: r.pick(wording.everydayUploaders), tags: [], description: "Shot on a phone.", images: [other()], kind: "unrelated" });
  }
  if (misbehave && r.next() < 0.4) {
    // Still listed in search, but the page behind it is a "not found" page answered with 200.
    add({ title: wording.fillNumber(r.pick(wording.leakTitles), n()), uploader: r.pick(wording.uploaders), tags: ["nova quill"], description: "", images: [], kind: "soft-404" });
  }
  for (const extra of socialExtras(site, r, nextLeak)) add(extra);
  return pages;
}
