// Reads GET /api/events in integration tests as a page would: the stream is read in the
// background, `next()` answers its next event (null once the server closed it), `ended` resolves
// when it closes.
import { expect } from "vitest";
import type { TestBrowser } from "./test-server";

export interface LiveMessage {
  event: string;
  data: unknown;
}

export interface OpenLiveStream {
  next(): Promise<LiveMessage | null>;
  ended: Promise<void>;
  close(): Promise<unknown>;
}

/** Opens the caller's stream and waits for `ready`: anything inserted from then on reaches it. */
export async function openLiveStream(browser: TestBrowser, headers?: Record<string, string>): Promise<OpenLiveStream> {
  const response = await browser.request("/api/events", headers ? { headers } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.getReader();
  const queue: LiveMessage[] = [];
  const waiters: Array<(message: LiveMessage | null) => void> = [];
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        if (!event) continue; // a keep-alive comment
        const message = { event, data: JSON.parse(/^data: ?(.*)$/m.exec(block)?.[1] ?? "null") };
        const waiter = waiters.shift();
        if (waiter) waiter(message);
        else queue.push(message);
      }
    }
    done = true;
    for (const waiter of waiters.splice(0)) waiter(null);
  })();
  const next = () => new Promise<LiveMessage | null>((resolve) => (queue.length > 0 ? resolve(queue.shift()!) : done ? resolve(null) : waiters.push(resolve)));
  expect(await next()).toEqual({ event: "ready", data: { kind: "ready" } });
  return { next, ended, close: () => reader.cancel().catch(() => undefined) };
}
