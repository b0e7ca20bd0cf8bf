// The social profiles around the demo creator besides her own: impersonators (a confusable handle
// with her stolen avatar, a "backup account" re-posting her pictures, a "VIP" account sending fans to
// a leak site) and decoys (a namesake, a fan page that says it is one). The same in every seed, so
// fake-profile tests and benches can count on each of them.
import type { PlantedPage } from "../types";
import type { ImageSpec, WorldPage, WorldProfile, WorldSite } from "./world-types";

export type PageExtra = Omit<WorldPage, "id" | "siteId" | "path" | "hops" | "listed"> & { listed?: boolean };

/** A link to a sandbox site, resolved to `http://<siteId>.localhost:<port>` when the page is rendered. */
export function sandboxLink(siteId: string, path: string): string {
  return `{origin:${siteId}}${path}`;
}

export function resolveLink(link: string, origin: (siteId: string) => string): string {
  return link.replace(/^\{origin:([a-z0-9-]+)\}/, (_, siteId: string) => origin(siteId));
}

/** Stands for the first picture leak on leakhub until the world is built (`linkLeakPages`). */
const LEAK_PAGE = "{leak:leakhub}";
const LEAK_SITE = "leakhub";

const creator = (asset: string, transformation: ImageSpec["transformation"], variant = 0): ImageSpec => ({ set: "creator", asset, transformation, variant });
const other = (asset: string): ImageSpec => ({ set: "other", asset, variant: 0 });

export function profilePage(handle: string, kind: PlantedPage["kind"], profile: WorldProfile, posts: ImageSpec[]): PageExtra {
  // Post search lists posts, not profiles: these are found through /search/people only.
  return { title: `${profile.displayName} (@${handle})`, uploader: handle, tags: [], description: profile.bio, images: posts, kind, profileOf: handle, profile, listed: false };
}

const cast: Record<string, PageExtra[]> = {
  snapgram: [
    profilePage("n0vaqu1ll", "impersonation", { displayName: "Nova Quíll", bio: "Exclusive sets and custom content. Subscribe below", links: [sandboxLink("fanhub-subscribe", "/novaquill")], avatar: creator("dune", "resize", 1) }, []),
    profilePage("novaquinn", "decoy", { displayName: "Nova Quinn", bio: "Travel photographer. Lisbon.", links: [], avatar: other("aqua") }, [other("green-meadow"), other("wood")]),
  ],
  chirper: [
    profilePage(
      "novaquill_backup",
      "impersonation",
      { displayName: "Nova Quill", bio: "Backup account, my main got banned! New content here.", links: [], avatar: other("storm") },
      [creator("rain-drops", "resize", 1), creator("fresh-flower", "recompress"), creator("two-wings", "mirror")],
    ),
    profilePage(
      "novaquill_fans",
      "decoy",
      { displayName: "Nova Quill Fan Page", bio: "Fan page, not affiliated with Nova. Follow her official account @novaquill.", links: [sandboxLink("snapgram", "/u/novaquill")], avatar: null },
      [other("garden"), other("yellow-flower")],
    ),
  ],
  picsocial: [profilePage("novaquillvip", "impersonation", { displayName: "Nova Quill VIP", bio: "All my sets for free, link below", links: [LEAK_PAGE], avatar: other("blinds") }, [])],
};

/** The cast's profiles on a site, after its other pages (so that those keep their ids in every seed). */
export function castProfiles(siteId: string): PageExtra[] {
  return (cast[siteId] ?? []).map((extra) => ({ ...extra, profile: { ...extra.profile!, links: [...extra.profile!.links] } }));
}

/** Points the profiles that link to "a leak site" at a real picture leak on leakhub. */
export function linkLeakPages(sites: WorldSite[]): void {
  const leak = sites.find((site) => site.id === LEAK_SITE)?.pages.find((page) => page.kind === "picture-leak");
  if (!leak) throw new Error(`${LEAK_SITE} carries no picture leak to link to`);
  for (const page of sites.flatMap((site) => site.pages)) {
    if (page.profile) page.profile.links = page.profile.links.map((link) => (link === LEAK_PAGE ? sandboxLink(LEAK_SITE, leak.path) : link));
  }
}
