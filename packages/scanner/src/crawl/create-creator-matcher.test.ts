// The shared matcher among 10,000 creators: names (accents, usernames, leetspeak, word order) through
// the automaton with the scans' own verdicts, pictures through the shared index, nobody else.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { bestNameMatch } from "../scan/analyze-pages";
import { siteRefForHost } from "../scan/scan-context";
import { createCreatorMatcher } from "./create-creator-matcher";
import { hashCreatorReference } from "./hash-creator-reference";
import type { CrawledPage, CrawledPicture, CreatorMatcher, MonitoredCreator } from "./types";

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
const photo = (name: string) => readFileSync(path.join(photos, `${name}.jpg`));

const FIRST = ["Zoë", "Anna", "María", "Chloé", "Lena", "Sofía", "Mia", "Noémie", "Ines", "Freya", "Ruby", "Léa", "Jade", "Elif", "Saoirse", "Ava", "Nora", "Björk", "Ida", "Ayla"];
const LAST = ["Marchetti", "Kowalski", "Núñez", "Lindqvist", "Dubois", "Okafor", "Ferreira", "Novák", "Haddad", "Kavanagh", "Moreau", "Yilmaz", "Schäfer", "Rossi", "Tanaka"];

/** 10,000 distinct names: first + last + a generated surname suffix, usernames in the usual forms. */
function syntheticCreators(count: number): MonitoredCreator[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= FIRST.length * LAST.length ? String.fromCharCode(97 + (i % 26)) + Math.floor(i / 300).toString(36) : ""}`;
    const plain = `${first}.${last}`.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    return { id: `c${i}`, names: [`${first} ${last}`], usernames: [i % 2 ? plain : plain.replace(".", "")], references: [] };
  });
}

const page = (title: string, text = "", uploader?: string, url = "http://leaks.localhost:9/p/1"): CrawledPage => ({
  url,
  site: siteRefForHost("leaks.localhost:9"),
  content: { title, text, images: [], ...(uploader ? { uploader } : {}) },
  httpStatus: 200,
  fetchedAt: new Date(0),
});

let creators: MonitoredCreator[];
let matcher: CreatorMatcher;
let picture: (bytes: Buffer, url?: string) => Promise<CrawledPicture>;

beforeAll(async () => {
  creators = syntheticCreators(10_000);
  // Every other creator has a reference: random view hashes fill the index past its multi-index threshold.
  for (const creator of creators.slice(1)) creator.references = [{ id: `${creator.id}-ref`, views: ["full", "no-top", "no-bottom", "no-left", "no-right"].map((view) => ({ view: view as "full", hash: randomBytes(32).toString("hex"), lowContrast: false, clipped: false })) }];
  creators[0].references = [await hashCreatorReference("dune", photo("mate-Dune"))];
  creators[0].officialUrls = ["http://leaks.localhost:9/u/zoe"];
  matcher = createCreatorMatcher(creators);
  picture = async (bytes, url = "http://leaks.localhost:9/media/1.jpg") => ({ url, lookup: await matcher.hashPicture(bytes), bytes });
}, 60_000);

describe("creator matcher", () => {
  it("holds 10,000 creators in one index", () => {
    expect(matcher.size).toBe(10_000);
    expect(matcher.referenceHashes).toBeGreaterThan(49_000);
  });

  it("finds a creator by her name however it is written: accents dropped, username forms, leetspeak, words swapped", () => {
    const zoe = creators[0];
    expect(zoe.names[0]).toBe("Zoë Marchetti");
    for (const title of ["Zoë Marchetti leaked set", "ZOE MARCHETTI onlyfans", "zoe_marchetti vip pack", "z0e.m4rchetti new", "Marchetti, Zoë (leaked)"]) {
      const found = matcher.matchPage(page(title), []);
      expect(found.map((match) => match.creatorId), title).toEqual(["c0"]);
      expect(found[0].by).toBe("name");
    }
    const byUploader = matcher.matchPage(page("new drop", "", "zoemarchetti_official"), []);
    expect(byUploader.map((match) => match.creatorId)).toEqual(["c0"]);
  }, 60_000);

  it("does not fire on other names, first names alone or near misses", () => {
    for (const title of ["Zoë Marchant gallery", "Zoë only", "Marchettini set", "Anna Kowalsky pics", "random upload 42"]) {
      expect(matcher.matchPage(page(title), []), title).toEqual([]);
    }
  });

  it("agrees with the scans' own name verdict, creator by creator", () => {
    const texts = ["Zoë Marchetti and Anna Marchetti", "chloe_marchetti leaks", "Ines Marchetti, Ruby Okafor", "Freya Kowalski 2024", "ava.marchetti.vip", "Lena Marchettj"];
    // Every first and last name pairing, against the per-creator verdict of each (a brute force over 10,000 would take minutes).
    const few = creators.slice(0, 600);
    const local = createCreatorMatcher(few);
    for (const text of texts) {
      const expected = few.filter((creator) => bestNameMatch([...creator.names, ...creator.usernames], undefined, `${text}\n`) !== null).map((creator) => creator.id);
      const found = local.matchPage(page(text), []).map((match) => match.creatorId);
      expect(found.sort(), text).toEqual(expected.sort());
    }
  }, 60_000);

  it("finds a creator by her picture among 10,000 creators' references, and nobody by an unrelated one", async () => {
    const copy = await picture(await sharp(photo("mate-Dune")).resize({ width: 300 }).jpeg({ quality: 60 }).toBuffer());
    const found = matcher.matchPage(page("untitled"), [copy]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ creatorId: "c0", by: "picture", picture: { referenceId: "dune", mediaUrl: copy.url } });
    expect(["exact", "high"]).toContain(found[0].quality);
    const mirrored = matcher.matchPage(page("Zoë Marchetti"), [await picture(await sharp(photo("mate-Dune")).flop().toBuffer())]);
    expect(mirrored).toMatchObject([{ creatorId: "c0", by: "name+picture" }]);
    expect(matcher.matchPage(page("untitled"), [await picture(photo("plasma-Path"))])).toEqual([]);
  }, 30_000);

  it("never reports a creator's official account or page", async () => {
    const copy = await picture(photo("mate-Dune"));
    expect(matcher.matchPage(page("Zoë Marchetti", "", undefined, "http://leaks.localhost:9/u/zoe/post/3"), [copy])).toEqual([]);
    expect(matcher.matchPage({ ...page("Zoë Marchetti"), content: { title: "Zoë Marchetti", text: "", images: [], uploaderUrl: "http://leaks.localhost:9/u/zoe" } }, [copy])).toEqual([]);
  });

  it("follows creators added and removed", () => {
    const local = createCreatorMatcher(creators.slice(0, 100));
    expect(local.matchPage(page("Nova Quill leaks"), [])).toEqual([]);
    local.upsert({ id: "nova", names: ["Nova Quill"], usernames: ["novaquill"], references: [] });
    expect(local.matchPage(page("Nova Quill leaks"), []).map((match) => match.creatorId)).toEqual(["nova"]);
    expect(local.remove("nova")).toBe(true);
    expect(local.matchPage(page("Nova Quill leaks"), [])).toEqual([]);
  });
});
