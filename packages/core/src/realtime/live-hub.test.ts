import { describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "./live-event";
import { createLiveHub } from "./live-hub";

const id = "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c";

describe("createLiveHub", () => {
  it("listens once and gives each subscriber its own events and the global ones only", async () => {
    let announce: (payload: string) => void = () => undefined;
    let reconnect: () => void = () => undefined;
    const listen = vi.fn(async (_channel: string, onPayload: (payload: string) => void, options?: { onReconnect?: () => void }) => {
      announce = onPayload;
      reconnect = options?.onReconnect ?? reconnect;
      return async () => undefined;
    });
    const hub = createLiveHub({ listen });
    const [alice, bob]: LiveEvent[][] = [[], []];
    const stopAlice = await hub.subscribe("alice", (event) => alice.push(event));
    await hub.subscribe("bob", (event) => bob.push(event));
    expect(listen).toHaveBeenCalledOnce();
    expect(listen.mock.calls[0]![0]).toBe("unleak_events");

    announce(JSON.stringify({ kind: "notification", userId: "alice", global: false, id }));
    announce(JSON.stringify({ kind: "profile", userId: "bob" }));
    announce(JSON.stringify({ kind: "notification", userId: null, global: true, id }));
    announce("not json");
    announce(JSON.stringify({ kind: "notification", userId: "alice" })); // incomplete: ignored
    reconnect();
    expect(alice.map((e) => e.kind)).toEqual(["notification", "notification", "resync"]);
    expect(bob).toEqual([{ kind: "profile", userId: "bob" }, { kind: "notification", userId: null, global: true, id }, { kind: "resync" }]);

    stopAlice();
    announce(JSON.stringify({ kind: "verification", userId: "alice" }));
    expect(alice).toHaveLength(3);
  });

  it("tries to listen again for the next subscriber when listening failed", async () => {
    const listen = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValue(async () => undefined);
    const hub = createLiveHub({ listen });
    await expect(hub.subscribe("alice", () => undefined)).rejects.toThrow("database down");
    await expect(hub.subscribe("alice", () => undefined)).resolves.toBeTypeOf("function");
    expect(listen).toHaveBeenCalledTimes(2);
  });
});
