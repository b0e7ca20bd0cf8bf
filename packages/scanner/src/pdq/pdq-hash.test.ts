import { describe, expect, it } from "vitest";
import { hammingDistance, hashFromHex, hashToHex, popcount32 } from "./pdq-hash";

describe("PDQ hash words", () => {
  const hex = "d8f8f0cee0f4a84f0637022a078f67f0b36e2ed596621e1d33e6339c4e9c9b22";

  it("round-trips the reference hex format", () => {
    expect(hashToHex(hashFromHex(hex))).toBe(hex);
  });

  it("puts bit 0 (DCT coefficient 0,0) in the last hex digit", () => {
    const hash = hashFromHex("0".repeat(63) + "1");
    expect(hash[0]).toBe(1);
  });

  it("counts differing bits", () => {
    const a = hashFromHex(hex);
    const b = hashFromHex(hex);
    expect(hammingDistance(a, b)).toBe(0);
    b[0] ^= 0b1011;
    b[7] ^= 0x80000000;
    expect(hammingDistance(a, b)).toBe(4);
    expect(hammingDistance(hashFromHex("0".repeat(64)), hashFromHex("f".repeat(64)))).toBe(256);
  });

  it("popcounts 32-bit words", () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(0x80000001)).toBe(2);
  });

  it("rejects malformed hex", () => {
    expect(() => hashFromHex("abc")).toThrow();
  });
});
