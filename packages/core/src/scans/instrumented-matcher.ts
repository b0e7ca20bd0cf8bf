// A scan's picture matcher when the engine instruments it (issue 20: the matcher's timings for the
// metrics): the scanner's own default, built here so that the engine can wrap it, closed by the caller.
import { readFile } from "node:fs/promises";
import { createDefaultPictureMatcher, type PictureMatcher, type ScanSubject } from "@unleak/scanner";

export async function createInstrumentedMatcher(subject: ScanSubject, instrument: (matcher: PictureMatcher) => PictureMatcher): Promise<{ matcher: PictureMatcher; close(): Promise<void> } | null> {
  const references = await Promise.all((subject.references ?? []).map(async (ref) => ({ id: ref.id, bytes: ref.buffer ?? (await readFile(ref.path ?? "")) })));
  const matcher = await createDefaultPictureMatcher(references);
  return matcher ? { matcher: instrument(matcher), close: () => matcher.close() } : null;
}
