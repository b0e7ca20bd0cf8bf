// Hashes a creator's reference picture once for the shared matcher: the views the reference set
// indexes (whole frame, content inside borders, four band views; the clipped frame views of a dark
// picture), kept as plain hex so the product can store them and rebuild a matcher without decoding.
import { readFile } from "node:fs/promises";
import { decodePicture } from "../image-match/picture";
import { createViewHasher } from "../image-match/view-hasher";
import { FRAME_VIEWS, viewRects } from "../image-match/views";
import { hashToHex } from "../pdq/pdq-hash";
import type { ScanReference, ScanSubject } from "../scan/scan-types";
import type { CreatorReference, MonitoredCreator, ReferenceViewHash } from "./types";

export async function hashCreatorReference(id: string, image: Buffer, video?: ScanReference["video"]): Promise<CreatorReference> {
  const views = createViewHasher();
  const picture = views.preparePicture(await decodePicture(image));
  const hashes: ReferenceViewHash[] = [];
  let lowContrast = false;
  for (const view of viewRects(picture).keys()) {
    const result = views.hashView(picture, view);
    if (view === "full") lowContrast = !!result?.usable && result.lowContrast;
    if (result?.usable) hashes.push({ view, hash: hashToHex(result.hash), lowContrast: result.lowContrast, clipped: false });
  }
  // As the reference set does: a caption laid over a dark picture must not decide its copy's hash.
  if (lowContrast) {
    for (const view of FRAME_VIEWS) {
      const clipped = views.hashClippedView(picture, view);
      if (clipped) hashes.push({ view, hash: hashToHex(clipped.hash), lowContrast: true, clipped: true });
    }
  }
  return { id, views: hashes, ...(video ? { video } : {}) };
}

/** A creator to monitor from what her own scans look for; references that cannot be read are left out. */
export async function creatorFromSubject(id: string, subject: ScanSubject): Promise<MonitoredCreator> {
  const references: CreatorReference[] = [];
  for (const ref of subject.references ?? []) {
    const bytes = ref.buffer ?? (ref.path ? await readFile(ref.path) : null);
    if (!bytes) continue;
    const hashed = await hashCreatorReference(ref.id, bytes, ref.video).catch(() => null);
    if (hashed) references.push(hashed);
  }
  return {
    id,
    names: subject.names,
    usernames: subject.usernames ?? [],
    references,
    officialUrls: subject.officialUrls ?? [],
    whitelist: subject.whitelist ?? [],
  };
}
