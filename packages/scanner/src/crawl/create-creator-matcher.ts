// Matches a page against every monitored creator at once: names through one automaton
// (name-index.ts) confirmed by the scans' own name rules, pictures through one shared hash index
// (reference-index.ts). A creator's own pages and her official accounts' posts are never hers to report.
import { bestNameMatch } from "../scan/analyze-pages";
import { coveredByAny } from "../scan/normalise-url";
import { hashPicture } from "./hash-picture";
import { createNameIndex, type NameIndex } from "./name-index";
import { createReferenceIndex } from "./reference-index";
import type { CreatorMatch, CreatorMatcher, MonitoredCreator } from "./types";

export function createCreatorMatcher(initial: MonitoredCreator[]): CreatorMatcher {
  const creators = new Map<string, MonitoredCreator>();
  const pictures = createReferenceIndex();
  // Rebuilt lazily after changes: an automaton is compiled once for all its patterns.
  let names: { index: NameIndex; list: MonitoredCreator[] } | null = null;
  const upsert = (creator: MonitoredCreator) => {
    creators.set(creator.id, creator);
    pictures.add(creator);
    names = null;
  };
  initial.forEach(upsert);

  return {
    matchPage(page, found) {
      if (!names) {
        const list = [...creators.values()];
        names = { index: createNameIndex(list), list };
      }
      const { content } = page;
      const text = `${content.title}\n${content.text}`;
      const byName = new Map<string, CreatorMatch["quality"]>();
      for (const position of names.index.candidates(content.uploader, text)) {
        const creator = names.list[position];
        const quality = bestNameMatch([...creator.names, ...creator.usernames], content.uploader, text);
        if (quality) byName.set(creator.id, quality);
      }
      const byPicture = pictures.match(found);
      const matches: CreatorMatch[] = [];
      for (const creatorId of new Set([...byName.keys(), ...byPicture.keys()])) {
        const creator = creators.get(creatorId);
        if (!creator || isOwn(creator, page.url, content.uploaderUrl)) continue;
        const nameQuality = byName.get(creatorId) ?? null;
        const hit = byPicture.get(creatorId);
        const video = hit && creator.references.find((reference) => reference.id === hit.referenceId)?.video;
        const picture = hit ? { ...hit, ...(video ? { video } : {}) } : null;
        const by = picture && nameQuality ? "name+picture" : picture ? "picture" : "name";
        matches.push({ creatorId, by, quality: picture?.quality ?? nameQuality!, nameQuality, picture });
      }
      return matches;
    },
    hashPicture: (bytes) => hashPicture(bytes, pictures.hasDarkReferences),
    upsert,
    remove(creatorId) {
      if (!creators.delete(creatorId)) return false;
      pictures.remove(creatorId);
      names = null;
      return true;
    },
    get size() { return creators.size; },
    get referenceHashes() { return pictures.size; },
  };
}

/** Her own or whitelisted page, or a post by one of her official accounts. */
function isOwn(creator: MonitoredCreator, url: string, uploaderUrl: string | undefined): boolean {
  const official = creator.officialUrls ?? [];
  return coveredByAny(url, official) || coveredByAny(url, creator.whitelist ?? []) || (!!uploaderUrl && coveredByAny(uploaderUrl, official));
}
