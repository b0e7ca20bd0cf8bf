import { describe, expect, it } from "vitest";
import { createDestinationGuard } from "./destination-guard";
import { FetchRefusedError } from "./fetch-refused-error";

const sandbox = { hostSuffix: ".localhost", address: "127.0.0.1", port: 41234 };
const table: Record<string, string[]> = {
  "public.test": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  "mixed.test": ["93.184.216.34", "10.0.0.7"],
  "rebind.test": ["127.0.0.1"],
  "mapped.test": ["::ffff:169.254.169.254"],
  localhost: ["127.0.0.1", "::1"],
  evillocalhost: ["127.0.0.1"],
};
const lookup = async (host: string) => table[host] ?? [];

async function refusal(promise: Promise<unknown>): Promise<FetchRefusedError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(FetchRefusedError);
  return error as FetchRefusedError;
}

describe("destination guard", () => {
  const guard = createDestinationGuard({ sandbox, lookup });

  it("gives the first answer of a name whose answers are all public", async () => {
    await expect(guard.resolve("public.test", 443, "https://public.test/")).resolves.toBe("93.184.216.34");
  });

  it("refuses a name when any one of its answers is not public", async () => {
    const error = await refusal(guard.resolve("mixed.test", 443, "https://mixed.test/"));
    expect(error.reason).toBe("address");
    expect(error.url).toBe("https://mixed.test/");
    expect((await refusal(guard.resolve("rebind.test", 41234, "x"))).reason).toBe("address");
    expect((await refusal(guard.resolve("mapped.test", 80, "x"))).reason).toBe("address");
  });

  it("refuses private literals in any notation without asking DNS", async () => {
    let asked = 0;
    const counting = createDestinationGuard({ lookup: async () => (asked++, ["93.184.216.34"]) });
    for (const host of ["127.1", "2130706433", "0x7f000001", "[::1]", "[::ffff:7f00:1]", "169.254.169.254", "0.0.0.0"]) {
      expect((await refusal(counting.resolve(host, 80, "x"))).reason).toBe("address");
    }
    expect(asked).toBe(0);
  });

  it("lets sandbox names and the sandbox literal through on the sandbox port only", async () => {
    await expect(guard.resolve("tube-one.localhost", 41234, "x")).resolves.toBe("127.0.0.1");
    await expect(guard.resolve("TUBE-ONE.LOCALHOST.", 41234, "x")).resolves.toBe("127.0.0.1");
    await expect(guard.resolve("127.0.0.1", 41234, "x")).resolves.toBe("127.0.0.1");
    await expect(guard.resolve("127.1", 41234, "x")).resolves.toBe("127.0.0.1");
    expect((await refusal(guard.resolve("tube-one.localhost", 41235, "x"))).reason).toBe("address");
    expect((await refusal(guard.resolve("127.0.0.1", 22, "x"))).reason).toBe("address");
    // The bare suffix, a look-alike suffix and other loopback addresses are not the sandbox.
    expect((await refusal(guard.resolve("localhost", 41234, "x"))).reason).toBe("address");
    expect((await refusal(guard.resolve("evillocalhost", 41234, "x"))).reason).toBe("address");
    expect((await refusal(guard.resolve("127.0.0.2", 41234, "x"))).reason).toBe("address");
    expect((await refusal(guard.resolve("[::1]", 41234, "x"))).reason).toBe("address");
  });

  it("rejects a malformed sandbox allowance at construction", () => {
    expect(() => createDestinationGuard({ sandbox: { ...sandbox, address: "localhost" } })).toThrow(TypeError);
    expect(() => createDestinationGuard({ sandbox: { ...sandbox, hostSuffix: "localhost" } })).toThrow(TypeError);
  });

  it("reports an unknown name as a lookup failure, not a refusal", async () => {
    await expect(guard.resolve("nowhere.test", 80, "x")).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});
