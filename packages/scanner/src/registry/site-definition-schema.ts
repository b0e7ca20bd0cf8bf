// The strict shape of a site definition. Every object is strict, so a misspelt or unknown field
// fails loudly at load time instead of being silently ignored.
import { z } from "zod";

export const SITE_CATEGORIES = [
  "tube",
  "forum",
  "file-host",
  "image-board",
  "leak-aggregator",
  "social",
  "cam-recordings",
  "telegram-index",
  "search-engine",
] as const;

const selector = z.string().min(1);

/** CSS selectors; result selectors are read inside each `resultItem` when one is given. */
export const selectorExtractSchema = z.strictObject({
  resultItem: selector.optional(),
  resultLink: selector,
  resultTitle: selector.optional(),
  resultThumbnail: selector.optional(),
  title: selector,
  uploader: selector.optional(),
  /** A link to the uploader's profile: pages by an official account are never leaks. */
  uploaderLink: selector.optional(),
  /** Elements whose src, data-src, href or poster is a picture of the page. */
  images: selector,
  text: selector.optional(),
  /** A video page's preview sprite: one picture holding a grid of frames, its grid read from the element's attributes. */
  sprites: z
    .strictObject({
      selector,
      /** Where the picture's address is; default src, then data-src. */
      urlAttribute: z.string().min(1).optional(),
      columnsAttribute: z.string().min(1),
      rowsAttribute: z.string().min(1),
    })
    .optional(),
  /** Elements whose src or data-src is a short preview clip of the page's video. */
  previewClips: selector.optional(),
  /** Elements whose src or data-src is the page's full video file; read only on sites with `downloadableVideos`. */
  videos: selector.optional(),
});

export const pluginExtractSchema = z.strictObject({ plugin: z.string().min(1) });

const searchSchema = z
  .strictObject({
    /** OpenSearch-style template, absolute or relative to baseUrl: {searchTerms}, {startPage} (from 1), {startIndex} (from 0). */
    urlTemplate: z.string().refine((t) => t.includes("{searchTerms}"), "urlTemplate must contain {searchTerms}"),
    pages: z.number().int().min(1).max(10),
    resultsPerPage: z.number().int().min(1).max(100).optional(),
  })
  .refine((s) => !s.urlTemplate.includes("{startIndex}") || s.resultsPerPage !== undefined, "{startIndex} needs resultsPerPage");

const takedownSchema = z
  .strictObject({
    channel: z.enum(["email", "webform", "host"]),
    contact: z.email().optional(),
    formUrl: z.url().optional(),
    /** Payment processors known to take the site's money, with their infringement desks: escalation wave 2 writes to them. */
    paymentProcessors: z.array(z.strictObject({ name: z.string().min(1), contact: z.email() })).optional(),
  })
  .refine((t) => t.channel !== "email" || t.contact !== undefined, "an email channel needs contact")
  .refine((t) => t.channel !== "webform" || t.formUrl !== undefined, "a webform channel needs formUrl");

/** CSS selectors of a profile page; `results` reads the people search's result links. */
const profileExtractSchema = z.strictObject({
  displayName: selector,
  handle: selector,
  bio: selector,
  avatar: selector,
  links: selector,
  posts: selector,
  results: selector,
});

/** Where a platform takes impersonation reports: as her agent (agentAccepted), or only from her, maybe with her ID. */
const impersonationChannelSchema = z
  .strictObject({
    channel: z.enum(["email", "webform"]),
    contact: z.email().optional(),
    formUrl: z.url().optional(),
    agentAccepted: z.boolean(),
    requiresId: z.boolean(),
  })
  .refine((c) => c.channel !== "email" || c.contact !== undefined, "an email channel needs contact")
  .refine((c) => c.channel !== "webform" || c.formUrl !== undefined, "a webform channel needs formUrl");

/** A platform's user profiles, for finding accounts that impersonate a creator (issue 18). */
const profilesSchema = z.strictObject({
  /** A username's profile page, absolute or relative to baseUrl: {username}. */
  urlTemplate: z.string().refine((t) => t.includes("{username}"), "urlTemplate must contain {username}"),
  /** The platform's people search: {searchTerms}. */
  searchUrlTemplate: z.string().refine((t) => t.includes("{searchTerms}"), "searchUrlTemplate must contain {searchTerms}").optional(),
  /** Usernames the platform allows (a RegExp source); variants outside it are never probed. */
  usernamePattern: z
    .string()
    .refine((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, "usernamePattern must be a regular expression")
    .optional(),
  /** Text of the page the platform answers with 200 for a username nobody has (matched case-insensitively). */
  absentMarkers: z.array(z.string().min(4)),
  extract: profileExtractSchema,
  impersonation: impersonationChannelSchema,
});

/**
 * A site's new-upload listing, newest first, for the shared crawl (crawl/): page N of the listing,
 * one item per upload with a link to its page, and optionally its time and the next page's link.
 */
export const listingSchema = z.strictObject({
  /** Absolute or relative to baseUrl: {page} (from 1). */
  urlTemplate: z.string().refine((t) => t.includes("{page}"), "urlTemplate must contain {page}"),
  /** One element per upload; its first link (or itself, when it is a link) is the upload's page. */
  itemSelector: selector,
  /** Inside an item: the element whose datetime attribute (else text) is the upload's time. */
  timeSelector: selector.optional(),
  /** The link to the next (older) page; without it the crawl counts pages through urlTemplate. */
  nextSelector: selector.optional(),
});

export const siteDefinitionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "ids are lower-case kebab-case"),
  name: z.string().min(1),
  category: z.enum(SITE_CATEGORIES),
  tier: z.enum(["preview", "full", "continuous"]),
  verified: z.boolean(),
  baseUrl: z.url({ protocol: /^https?$/ }).refine((u) => new URL(u).pathname === "/" && !u.endsWith("/"), "baseUrl is an origin without a trailing slash"),
  search: searchSchema,
  extract: z.union([selectorExtractSchema, pluginExtractSchema]),
  rateLimit: z.strictObject({
    perHostConcurrency: z.number().int().min(1).max(16),
    intervalMs: z.number().int().min(0).max(60_000),
  }),
  takedown: takedownSchema,
  /** Text of a page that says the content was removed (matched case-insensitively). */
  removedMarkers: z.array(z.string().min(4)),
  /** Text of a "not found" page that the site answers with 200. */
  soft404Markers: z.array(z.string().min(4)),
  /** Named TypeScript plugin with site-specific logic. */
  plugin: z.string().min(1).optional(),
  /**
   * The site serves its videos' files to anyone: a scan may download one (streamed to a temporary
   * file, within its per-scan byte budget) to compare its per-second signature with the creator's videos.
   */
  downloadableVideos: z.boolean().optional(),
  /** The platform's user profiles: only sites with this section are searched for fake profiles. */
  profiles: profilesSchema.optional(),
  /** The site's new-upload listing: only sites with one are crawled by the shared crawl. */
  listing: listingSchema.optional(),
});

export type SiteCategory = (typeof SITE_CATEGORIES)[number];
export type SiteDefinition = z.infer<typeof siteDefinitionSchema>;
export type SelectorExtract = z.infer<typeof selectorExtractSchema>;
export type SiteTier = SiteDefinition["tier"];
export type SiteProfiles = z.infer<typeof profilesSchema>;
export type SiteListing = z.infer<typeof listingSchema>;
