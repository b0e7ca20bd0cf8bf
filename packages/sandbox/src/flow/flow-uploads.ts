// The flow of new uploads: every content site gets `uploadsPerSiteHour` pages in each simulated
// hour from `startAt`, some of them leaks of a synthetic creator. A site's hour is generated on
// request from (seed, site, hour) alone and kept in a small cache, so a flow of any length and any
// number of creators costs only what is looked at.
import type { FlowLeakShows, SandboxFlowOptions, SiteCategory, Transformation } from "../types";
import { HOUR_MS } from "../clock/sandbox-clock";
import { createRandom, hashString, type Random } from "../world/random";
import { pagePath } from "../world/page-paths";
import * as wording from "../world/wording";
import type { ImageSpec, WorldPage } from "../world/world-types";
import { asciiFold, flowCreators, otherPerson, type FlowCreator } from "./flow-names";

export interface FlowUpload {
  page: WorldPage;
  uploadedAt: Date;
  /** Set on a leak: whose, and what of her the page shows. */
  leak?: { creatorId: string; shows: FlowLeakShows };
}

export interface Flow {
  startAt: Date;
  creators(): FlowCreator[];
  /** The flow picture key of a creator's n-th picture (her reference is n = 0; leaks show it). */
  pictureKey(creatorId: string, n: number): string | null;
  /** A site's uploads in simulated hour k (k >= 0), oldest first. */
  hour(siteId: string, k: number): FlowUpload[];
  /** The simulated hour a moment falls in (negative before `startAt`). */
  hourOf(at: Date): number;
  /** An upload by page id, whatever the time (callers gate on `uploadedAt`). */
  byId(siteId: string, id: string): FlowUpload | undefined;
  /** Every upload of every flow site with from <= uploadedAt < to, site by site, oldest first. */
  uploadsIn(window: { from: Date; to: Date }): FlowUpload[];
}

const TRANSFORMATIONS: Transformation[] = ["resize", "recompress", "crop", "letterbox", "watermark", "mirror"];
const HOURS_CACHED = 4096;
const ID = /^u(\d+)x(\d+)$/;

const pictureTitles = ["{name} leaked set #{n}", "{username} onlyfans pack {n}", "{name} - full gallery ({n} pics)", "[MEGA] {name} photos vol. {n}", "{name} private snaps {n}", "{lower} fansly rip part {n}"];
const nameTitles = ["{name} mega link (password in thread)", "Who has the new {name} set?", "{username} leak request #{n}", "{name} content dump - links inside"];
const otherTitles = ["{person} gallery {n}", "{person} - new photos", "Portraits with {person}"];

export function createFlow(options: SandboxFlowOptions, sites: Array<{ id: string; category: SiteCategory }>, defaultStart: Date): Flow {
  const seed = options.seed ?? 1;
  const perHour = Math.max(0, Math.floor(options.uploadsPerSiteHour ?? 12));
  const leakShare = options.leakShare ?? 0.2;
  const startAt = new Date(options.startAt ?? defaultStart);
  const categories = new Map(sites.map((site) => [site.id, site.category]));
  let list: FlowCreator[] | null = null;
  let byCreatorId: Map<string, FlowCreator> | null = null;
  const creators = () => (list ??= flowCreators(options.creators, seed));
  const creatorById = (id: string) => (byCreatorId ??= new Map(creators().map((c) => [c.id, c]))).get(id);
  const pictureKey = (creatorId: string, n: number) => (creatorById(creatorId) ? `c:${seed}:${creatorId}:${n}` : null);
  const cache = new Map<string, FlowUpload[]>();

  const generate = (siteId: string, category: SiteCategory, k: number): FlowUpload[] => {
    const r = createRandom(hashString(`${seed}:${siteId}:${k}`));
    const hourStart = startAt.getTime() + k * HOUR_MS;
    const offsets = Array.from({ length: perHour }, () => Math.floor(r.next() * HOUR_MS)).sort((a, b) => a - b);
    const pool = creators();
    const uploads: FlowUpload[] = [];
    for (let i = 0; i < offsets.length; i++) {
      const id = `u${k}x${i}`;
      const drawn = r.next() < leakShare && pool.length > 0 ? leakPage(r, pool[r.int(0, pool.length - 1)], pictureKey) : unrelatedPage(r, `o:${seed}:${siteId}:${id}`);
      const page = drawn.page as WorldPage;
      page.id = id;
      page.siteId = siteId;
      page.hops = 0;
      page.listed = true;
      page.path = pagePath(category, page);
      uploads.push(drawn.leak ? { page, uploadedAt: new Date(hourStart + offsets[i]), leak: drawn.leak } : { page, uploadedAt: new Date(hourStart + offsets[i]) });
    }
    return uploads;
  };
  const hour = (siteId: string, k: number): FlowUpload[] => {
    const category = categories.get(siteId);
    if (!category || k < 0 || !Number.isInteger(k)) return [];
    const key = `${siteId} ${k}`;
    let uploads = cache.get(key);
    if (uploads) cache.delete(key);
    else uploads = generate(siteId, category, k);
    cache.set(key, uploads);
    if (cache.size > HOURS_CACHED) cache.delete(cache.keys().next().value!);
    return uploads;
  };
  const hourOf = (at: Date) => Math.floor((at.getTime() - startAt.getTime()) / HOUR_MS);
  return {
    startAt,
    creators,
    pictureKey,
    hour,
    hourOf,
    byId(siteId, id) {
      const match = ID.exec(id);
      return match ? hour(siteId, Number(match[1]))[Number(match[2])] : undefined;
    },
    uploadsIn({ from, to }) {
      const uploads: FlowUpload[] = [];
      const first = Math.max(0, hourOf(from));
      const last = hourOf(new Date(to.getTime() - 1));
      for (const siteId of categories.keys()) {
        for (let k = first; k <= last; k++) {
          for (const upload of hour(siteId, k)) if (upload.uploadedAt >= from && upload.uploadedAt < to) uploads.push(upload);
        }
      }
      return uploads;
    },
  };
}

type Drawn = { page: Omit<WorldPage, "id" | "siteId" | "path" | "hops" | "listed">; leak?: FlowUpload["leak"] };

function fill(template: string, creator: FlowCreator, name: string, n: number): string {
  return template.replace("{name}", name).replace("{lower}", name.toLowerCase()).replace("{username}", creator.username).replace("{n}", String(n));
}

function leakPage(r: Random, creator: FlowCreator, pictureKey: (id: string, n: number) => string | null): Drawn {
  const roll = r.next();
  const shows: FlowLeakShows = roll < 0.4 ? "picture+name" : roll < 0.7 ? "picture" : "name";
  // Uploaders often drop the accents.
  const name = r.next() < 0.3 ? asciiFold(creator.name) : creator.name;
  const n = r.int(2, 480);
  const nameTags = [creator.name.toLowerCase(), creator.username];
  const leak = { creatorId: creator.id, shows };
  if (shows === "name") {
    const inTitle = r.next() < 0.7;
    const title = inTitle ? fill(r.pick(nameTitles), creator, name, n) : wording.fillNumber(r.pick(wording.anonymousTitles), n);
    const description = inTitle ? "Links are in the replies." : `All of ${name} (${creator.username}) new content, mirror in the replies.`;
    const images = r.next() < 0.5 ? [otherPicture(`n:${creator.id}:${n}`)] : [];
    return { page: { title, uploader: r.pick(wording.uploaders), tags: [...nameTags, "leak"], description, images, kind: "name-leak" }, leak };
  }
  const picture: ImageSpec = { set: "flow", asset: pictureKey(creator.id, 0)!, transformation: r.pick(TRANSFORMATIONS), variant: r.int(0, 1) };
  const images = r.next() < 0.3 ? [otherPicture(`x:${creator.id}:${n}`), picture] : [picture];
  const named = shows === "picture+name";
  const title = named ? fill(r.pick(pictureTitles), creator, name, n) : wording.fillNumber(r.pick(wording.anonymousTitles), n);
  return {
    page: { title, uploader: r.pick(wording.uploaders), tags: named ? [...nameTags, "leak"] : ["leak"], description: named ? "Full set, enjoy." : "New set, enjoy.", images, kind: "picture-leak", reference: picture.asset, transformation: picture.transformation },
    leak,
  };
}

function unrelatedPage(r: Random, pictureKey: string): Drawn {
  const n = r.int(2, 480);
  const person = r.next() < 0.3 ? otherPerson(r) : null;
  const title = person ? r.pick(otherTitles).replace("{person}", person).replace("{n}", String(n)) : wording.fillNumber(r.pick(wording.unrelatedTitles), n);
  return { page: { title, uploader: r.pick(wording.everydayUploaders), tags: person ? [person.toLowerCase()] : [], description: "Shot on a phone.", images: [otherPicture(pictureKey)], kind: "unrelated" } };
}

function otherPicture(key: string): ImageSpec {
  return { set: "flow", asset: key, variant: 0 };
}
