import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./is-public-address";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.1",
    "2130706433",
    "0x7f000001",
    "0177.0.0.1",
    "127.000.000.001",
    "0.0.0.0",
    "0.1.2.3",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.169.254",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "240.0.0.1",
    "192.0.0.8",
    "192.0.2.1",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
  ])("refuses the IPv4 address %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    "::1",
    "[::1]",
    "::",
    "::ffff:127.0.0.1",
    "[::ffff:7f00:1]",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::7f00:1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "fec0::1",
    "ff02::1",
    "2002:7f00:1::",
    "2002:c0a8:101::1",
    "64:ff9b::7f00:1",
    "64:ff9b::a00:1",
    "64:ff9b:1::808:808",
    "2001::1",
    "2001:db8::1",
    "100::1",
  ])("refuses the IPv6 address %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(["8.8.8.8", "93.184.216.34", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "2a00:1450:4001::200e", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"])(
    "accepts the public address %s",
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );

  it("refuses names and garbage: only literals can be public addresses", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});
