// `unleak removal check URL [--media MEDIA_URL]... [--reference FILE] [--allow-loopback]`: fetches a
// page (and its matched picture), and each media file on its own address, through the fetcher and
// classifier the takedown pipeline uses (`checkLeakRemoval`) and prints one JSON line {"url",
// "outcome", "reason", "evidence", "checkedAt"} (issue 13).
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { createFetcher, hashImage, type FetchPolicy } from "@unleak/scanner";
import { checkLeakRemoval } from "@unleak/takedown";
import type { CommandIo } from "../main";

const USAGE = `Usage: unleak removal check URL [--media MEDIA_URL]... [--reference FILE] [--allow-loopback]

Checks whether the page at URL (and the matched picture on it) has been removed, and prints
one JSON line: {"url", "outcome", "reason", "evidence", "checkedAt"}; outcome is one of
removed, soft-404, media-replaced, restricted, unknown, up. Each --media file is also checked
on its own (evidence.mediaFiles, the page's own outcome in evidence.pageCheck): a page gone
while its file is still served and matching is "up" (reason media-still-served).
  --media MEDIA_URL   the matched media file's URL (repeatable)
  --reference FILE    the matched picture, compared by PDQ with the pictures still served
  --allow-loopback    admit *.localhost on the URL's port (the sandbox and tests only)`;

class UsageError extends Error {}

interface RemovalOptions {
  url: string;
  media: string[];
  reference?: string;
  allowLoopback: boolean;
}

function parse(args: string[]): RemovalOptions | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        media: { type: "string", multiple: true, default: [] },
        reference: { type: "string" },
        "allow-loopback": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const [sub, url, ...extra] = positionals;
  if (sub !== "check") throw new UsageError(sub === undefined ? "missing subcommand: check" : `unknown subcommand "${sub}"`);
  if (url === undefined) throw new UsageError("missing URL");
  if (extra.length > 0) throw new UsageError(`one URL at a time (got also ${extra.join(" ")})`);
  for (const candidate of [url, ...values.media]) {
    if (!isHttpUrl(candidate)) throw new UsageError(`not an http(s) URL: ${candidate}`);
  }
  return { url, media: values.media, reference: values.reference, allowLoopback: values["allow-loopback"] };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Robots are not asked: the URL is one our own notice named. Loopback only with --allow-loopback, on the URL's port. */
export function removalFetchPolicy(url: string, allowLoopback: boolean): FetchPolicy {
  const policy: FetchPolicy = { respectRobots: false, timeoutMs: 15_000 };
  if (!allowLoopback) return policy;
  const parsed = new URL(url);
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === "https:" ? 443 : 80;
  return { ...policy, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port } };
}

export async function run(args: string[], io: CommandIo): Promise<number> {
  let options: RemovalOptions;
  let reference: Buffer | undefined;
  try {
    const parsed = parse(args);
    if (parsed === "help") {
      io.out(USAGE);
      return 0;
    }
    options = parsed;
    if (options.reference !== undefined) reference = await readReference(options.reference);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`unleak removal: ${error.message}`);
    io.err(USAGE);
    return 2;
  }
  const fetcher = createFetcher(removalFetchPolicy(options.url, options.allowLoopback));
  try {
    const { page, media, verdict } = await checkLeakRemoval({ pageUrl: options.url, mediaUrls: options.media, reference, fetcher, now: () => new Date() });
    // The round's verdict first; with media files of their own, the page's own outcome and each file's check beside it.
    const files = media.length > 0 ? { pageCheck: { outcome: page.outcome, reason: page.reason }, mediaFiles: media } : {};
    io.out(JSON.stringify({ url: page.url, outcome: verdict.outcome, reason: verdict.reason, evidence: { ...page.evidence, ...files }, checkedAt: page.checkedAt }));
    return 0;
  } finally {
    await fetcher.close();
  }
}

async function readReference(file: string): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`--reference ${file}: ${code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
  try {
    await hashImage(bytes);
  } catch {
    throw new UsageError(`--reference ${file}: not a picture that can be decoded`);
  }
  return bytes;
}
