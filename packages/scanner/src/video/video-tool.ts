// Runs ffmpeg or ffprobe as a child process whose stdout is consumed as a stream, so a long video
// never sits whole in memory: the consumer pulls chunks and ffmpeg waits while it works.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface VideoToolPaths {
  ffmpegPath?: string;
  ffprobePath?: string;
}

/** Which of the documented limits (video-limits.ts) a video is over. */
export type VideoLimit = "duration" | "picture" | "frame_rate";

/** The video cannot be read (missing tool, unreadable or unsupported input) or is over a limit; `code` says which. */
export class VideoError extends Error {
  constructor(
    readonly code: "TOOL_MISSING" | "UNREADABLE" | "OVER_LIMIT",
    message: string,
    /** For OVER_LIMIT: which limit. */
    readonly limit?: VideoLimit,
  ) {
    super(message);
    this.name = "VideoError";
  }
}

export interface VideoToolRun {
  /** The tool's stdout, chunk by chunk; iterating it is what lets the tool go on. */
  stdout: AsyncIterable<Buffer>;
  /** Settles when the tool has exited: rejects with VideoError, or the abort reason. */
  done: Promise<void>;
  /** Ends the tool early (after the consumer has what it needs). */
  stop(): void;
}

const STDERR_TAIL_LINES = 5;

export function runVideoTool(
  toolPath: string,
  args: string[],
  { signal, onStderrLine }: { signal?: AbortSignal; onStderrLine?: (line: string) => void } = {},
): VideoToolRun {
  signal?.throwIfAborted();
  const child = spawn(toolPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  const tail: string[] = [];
  let stopped = false;
  createInterface({ input: child.stderr }).on("line", (line) => {
    onStderrLine?.(line);
    tail.push(line);
    if (tail.length > STDERR_TAIL_LINES) tail.shift();
  });
  const abort = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", abort, { once: true });
  const done = new Promise<void>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "ENOENT" ? new VideoError("TOOL_MISSING", `${toolPath} is not installed`) : error);
    });
    child.once("close", (code) => {
      signal?.removeEventListener("abort", abort);
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0 || stopped) resolve();
      else reject(new VideoError("UNREADABLE", `video could not be decoded: ${tail.join(" | ")}`));
    });
  });
  // The consumer may stop listening before the tool exits; keep an unhandled rejection from escaping.
  done.catch(() => undefined);
  return {
    stdout: child.stdout,
    done,
    stop() {
      stopped = true;
      child.kill("SIGKILL");
    },
  };
}

/** Runs the tool to its end and returns its whole stdout (for small outputs: probe data, one frame). */
export async function runVideoToolToEnd(toolPath: string, args: string[], signal?: AbortSignal): Promise<Buffer> {
  const run = runVideoTool(toolPath, args, { signal });
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of run.stdout) chunks.push(chunk as Buffer);
  } finally {
    await run.done;
  }
  return Buffer.concat(chunks);
}

/** Input options: an http(s) URL is read with range requests; a broken connection is retried. */
export function inputArgs(input: string): string[] {
  const remote = /^https?:\/\//i.test(input);
  return [...(remote ? ["-reconnect", "1", "-reconnect_on_network_error", "1"] : []), "-i", input];
}
