// Pages that only some sites carry: the creator's official profiles and posts, an impersonating
// profile, a re-uploader using a look-alike handle, a licensed partner promo, and the other
// profiles around her (profile-cast.ts).
import type { Random } from "./random";
import { FAKE_PROFILE, LOOKALIKE_UPLOADER } from "./wording";
import type { ImageSpec, WorldProfile, WorldSite } from "./world-types";
import { castProfiles, sandboxLink, type PageExtra as Extra } from "./profile-cast";

export const OFFICIAL_SITES = ["fanhub", "snapgram"];
export const LICENSED_SITE = "clipvault";
/** Her avatar on each official site: one of her own pictures, as she uploaded it. */
const OFFICIAL_AVATARS: Record<string, string> = { fanhub: "lady-bird", snapgram: "dune" };

export function socialExtras(site: WorldSite, r: Random, nextLeak: (r: Random) => ImageSpec): Extra[] {
  const extras: Extra[] = [];
  const original = (asset: string): ImageSpec => ({ set: "creator", asset, variant: 0 });
  if (OFFICIAL_SITES.includes(site.id)) {
    extras.push({ title: "Nova Quill (@novaquill)", uploader: "novaquill", tags: ["nova quill"], description: "Official page. New sets every Friday.", images: [original("dune"), original("lady-bird")], kind: "official", profileOf: "novaquill", profile: officialProfile(site.id) });
    extras.push({ title: "Nova Quill: beach day preview", uploader: "novaquill", tags: ["nova quill"], description: "Full set for subscribers.", images: [original("dune")], kind: "official" });
    extras.push({ title: "New set out now - Nova Quill", uploader: "novaquill", tags: ["nova quill"], description: "Thank you for the support!", images: [original("rain-drops")], kind: "official" });
  }
  if (site.id === "fanhub") {
    extras.push({ title: `${FAKE_PROFILE} (@${FAKE_PROFILE.toLowerCase()})`, uploader: FAKE_PROFILE, tags: ["nova quill"], description: "Backup account! DM for prices.", images: [{ set: "other", asset: "yellow-flower", variant: 1 }], kind: "impersonation", profileOf: FAKE_PROFILE, profile: { displayName: "Nova Quill", bio: "Backup account! DM for prices.", links: [], avatar: { set: "creator", asset: "lady-bird", transformation: "mirror", variant: 0 } } });
  }
  if (site.id === "chirper" || site.id === "picsocial") {
    const image = nextLeak(r);
    extras.push({ title: "new pics, who wants more?", uploader: LOOKALIKE_UPLOADER, tags: ["nova quill", "novaquill"], description: "", images: [image], kind: "picture-leak", reference: image.asset, transformation: image.transformation });
  }
  if (site.id === LICENSED_SITE) {
    extras.push({ title: "Nova Quill x ClipVault official promo", uploader: "clipvault_partners", tags: ["nova quill"], description: "Licensed partner content.", images: [{ set: "creator", asset: "two-wings", transformation: "resize", variant: 0 }], kind: "licensed" });
  }
  extras.push(...castProfiles(site.id));
  return extras;
}

function officialProfile(siteId: string): WorldProfile {
  const elsewhere = OFFICIAL_SITES.filter((id) => id !== siteId).map((id) => sandboxLink(id, "/u/novaquill"));
  return { displayName: "Nova Quill", bio: "Official page. New sets every Friday.", links: elsewhere, avatar: { set: "creator", asset: OFFICIAL_AVATARS[siteId], variant: 0 } };
}
