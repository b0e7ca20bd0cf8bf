// LISTEN on a PostgreSQL channel with a dedicated connection that reconnects when it drops, so
// that notifications sent by other processes (workers) reach this one.
import pg from "pg";

export function listenForNotifications(url: string, channel: string, onPayload: (payload: string) => void): { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on("error", () => {
      if (closed) return;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, "")}"`);
    if (closed) await next.end();
    else client = next;
  };
  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
