// One LISTEN per process and database, fanned out to the process's open streams: each subscriber
// receives only the events meant for its user (its own and global ones), never another's.
import { type Database, type DatabaseHandle, listenerOf } from "@unleak/db";
import { isLiveEventFor, type LiveEvent, liveEventsChannel, parseLiveEvent } from "./live-event";

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub {
  /** Resolves once the database LISTENs, so nothing inserted afterwards is missed; the answer unsubscribes. */
  subscribe(userId: string, listener: LiveListener): Promise<() => void>;
}

export function createLiveHub({ listen }: { listen: DatabaseHandle["listen"] }): LiveHub {
  const subscribers = new Map<LiveListener, string>();
  let listening: Promise<unknown> | null = null;
  const deliver = (event: LiveEvent) => {
    for (const [listener, userId] of subscribers) if (isLiveEventFor(event, userId)) listener(event);
  };
  const start = () =>
    (listening ??= listen(
      liveEventsChannel,
      (payload) => {
        const event = parseLiveEvent(payload);
        if (event) deliver(event);
      },
      { onReconnect: () => deliver({ kind: "resync" }) },
    ).catch((error: unknown) => {
      listening = null; // the next subscriber tries again
      throw error;
    }));
  return {
    async subscribe(userId, listener) {
      subscribers.set(listener, userId);
      try {
        await start();
      } catch (error) {
        subscribers.delete(listener);
        throw error;
      }
      return () => void subscribers.delete(listener);
    },
  };
}

const hubs = new WeakMap<Database, LiveHub>();

/** The process's hub for this database, listening from its first subscriber until the database closes. */
export function liveHubOf(db: Database): LiveHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = createLiveHub({ listen: listenerOf(db) })));
  return hub;
}
