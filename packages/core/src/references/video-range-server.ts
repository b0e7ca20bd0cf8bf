// Hands a stored (encrypted) reference video to ffmpeg without a plaintext copy: a loopback HTTP
// server answers range requests by decrypting from the asked offset (ADR 031). Only this process
// knows the random path; the server is closed when the work is done.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Bucket, FileStorage } from "../storage/file-storage";

export interface ServedVideo {
  url: string;
  close(): Promise<void>;
}

/** Parses `bytes=a-b`, `bytes=a-` and `bytes=-n` against the size; null when absent or unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [start, end] = match[1] === "" ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : null;
}

export async function serveStoredVideo(storage: FileStorage, bucket: Bucket, key: string): Promise<ServedVideo> {
  const token = randomBytes(24).toString("hex");
  const server = createServer((request, response) => {
    if (request.url !== `/${token}/video` || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404).end();
      return;
    }
    const answer = async () => {
      const { size } = await storage.readRange(bucket, key, 0, -1);
      const range = request.headers.range ? parseRange(request.headers.range, size) : { start: 0, end: size - 1 };
      if (!range) {
        response.writeHead(416, { "content-range": `bytes */${size}` }).end();
        return;
      }
      const headers = { "accept-ranges": "bytes", "content-type": "application/octet-stream", "content-length": String(range.end - range.start + 1) };
      response.writeHead(request.headers.range ? 206 : 200, request.headers.range ? { ...headers, "content-range": `bytes ${range.start}-${range.end}/${size}` } : headers);
      if (request.method === "HEAD") return void response.end();
      const { stream } = await storage.readRange(bucket, key, range.start, range.end);
      // ffmpeg drops a connection when it seeks: stop decrypting for it.
      response.on("close", () => stream.destroy());
      stream.pipe(response);
    };
    answer().catch(() => (response.headersSent ? response.destroy() : response.writeHead(500).end()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${token}/video`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
