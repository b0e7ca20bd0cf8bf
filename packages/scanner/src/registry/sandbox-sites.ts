// Definitions of the sandbox web's sites (packages/sandbox): 10 preview, 55 full. Base URLs carry
// a {port} placeholder that the loader fills with the running sandbox's port.
import type { SiteCategory, SiteDefinition } from "./site-definition-schema";
import { sandboxLayoutRules } from "./sandbox-layout-rules";

const preview: Array<[string, SiteCategory]> = [
  ["vidleakr", "tube"], ["tubehaven", "tube"], ["clipvault", "tube"], ["leakhub", "leak-aggregator"], ["onlyleaks", "leak-aggregator"],
  ["leakforum", "forum"], ["boardroom", "forum"], ["imgchan", "image-board"], ["filedrop", "file-host"], ["fanhub", "social"],
];

const full: Record<SiteCategory, string[]> = {
  tube: ["streamhub", "flixdrop", "reeltube", "motiontube", "playleak", "vidzone", "tubespot", "clipnest", "framefeed"],
  "leak-aggregator": ["fanleak", "leakzone", "vaultleaks", "leakedpics", "fapvault", "leakpile", "dripfeed", "leakstack"],
  forum: ["threadpit", "chatterbox", "leakboards", "fanforums", "talkleak", "postcove", "forumnest"],
  "image-board": ["picboard", "snapchan", "pixboard", "imgdump", "photochan", "lewdboard", "chanvault"],
  "file-host": ["sharebin", "megaload", "cloudstash", "dumpfile", "upfiles", "stashbox", "packdrop"],
  social: ["snapgram", "chirper", "picsocial", "friendnest", "blurbs", "tagme"],
  "cam-recordings": ["camarchive", "recbate", "camvault", "streamrec", "camclips", "showsaver"],
  "telegram-index": ["tgindex", "channelfind", "tgleaks", "grouphunt"],
  "search-engine": ["findr"],
};

/** Sites known to answer 429 under load get a gentler limit. */
const gentle = new Set(["streamhub", "leakzone", "picboard", "camvault", "threadpit", "sharebin", "leakpile"]);

/** Sites whose notices go to the hosting provider: the sandbox's CDN site (filedrop) answers nothing itself. */
const hostChannel = new Set(["filedrop"]);

/** Sites that sell premium access through the sandbox's payment processor (escalation wave 2 writes to it). */
const paidSites = new Set(["playleak", "onlyleaks", "fanleak"]);
const PAYWAVE = { name: "Paywave", contact: "ip-complaints@paywave.example" };

/** Categories whose sandbox sites list their new uploads (packages/sandbox's site feed); the others offer only search. */
const listed = new Set<SiteCategory>(["tube", "leak-aggregator", "image-board", "forum", "cam-recordings"]);
const LISTING: NonNullable<SiteDefinition["listing"]> = { urlTemplate: "/new?page={page}", itemSelector: "ol.uploads li.upload", timeSelector: "time", nextSelector: "a[rel='next']" };

/** Matches the sandbox owners (docs/sandbox-owners.md): forms at forums and findr, hosts for boards and indexes. */
function takedownFor(id: string, category: SiteCategory, baseUrl: string): SiteDefinition["takedown"] {
  if (category === "search-engine") return { channel: "webform", formUrl: `${baseUrl}/legal/delist` };
  if (category === "forum") return { channel: "webform", formUrl: `${baseUrl}/dmca` };
  if (category === "image-board" || category === "telegram-index" || hostChannel.has(id)) return { channel: "host" };
  return { channel: "email", contact: `dmca@${id}.example`, ...(paidSites.has(id) ? { paymentProcessors: [PAYWAVE] } : {}) };
}

/** The social sites' profile pages and people search (packages/sandbox's profile layout). */
function profilesFor(id: string, baseUrl: string): SiteDefinition["profiles"] {
  return {
    urlTemplate: "/u/{username}",
    searchUrlTemplate: "/search/people?q={searchTerms}",
    absentMarkers: ["Sorry, this page isn't available."],
    extract: {
      displayName: "main.profile h1.display-name",
      handle: "main.profile span.handle",
      bio: "main.profile p.bio",
      avatar: "main.profile img.avatar",
      links: "main.profile ul.links a.link",
      posts: "main.profile div.grid img.post-media",
      results: "div.people a.profile-result",
    },
    // PicSocial, like some real platforms, takes impersonation reports only from the person, with her ID.
    impersonation:
      id === "picsocial"
        ? { channel: "webform", formUrl: `${baseUrl}/help/impersonation`, agentAccepted: false, requiresId: true }
        : { channel: "email", contact: `impersonation@${id}.example`, agentAccepted: true, requiresId: false },
  };
}

function define(id: string, category: SiteCategory, tier: "preview" | "full"): SiteDefinition {
  const baseUrl = `http://${id}.localhost:{port}`;
  const rules = sandboxLayoutRules[category];
  return {
    id,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    category,
    tier,
    verified: true,
    baseUrl,
    search: { ...rules.search },
    extract: { ...rules.extract },
    rateLimit: gentle.has(id) ? { perHostConcurrency: 2, intervalMs: 20 } : { perHostConcurrency: 6, intervalMs: 0 },
    takedown: takedownFor(id, category, baseUrl),
    removedMarkers: [...rules.removedMarkers],
    soft404Markers: [...rules.soft404Markers],
    // Tube players serve the file itself; cam archives only previews.
    ...(category === "tube" ? { downloadableVideos: true } : {}),
    ...(category === "social" ? { profiles: profilesFor(id, baseUrl) } : {}),
    ...(listed.has(category) ? { listing: { ...LISTING } } : {}),
  };
}

/** Raw definitions, port not yet filled in. */
export function sandboxSiteDefinitions(): SiteDefinition[] {
  return [
    ...preview.map(([id, category]) => define(id, category, "preview")),
    ...Object.entries(full).flatMap(([category, ids]) => ids.map((id) => define(id, category as SiteCategory, "full"))),
  ];
}
