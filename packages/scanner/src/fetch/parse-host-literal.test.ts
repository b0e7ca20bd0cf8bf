import { describe, expect, it } from "vitest";
import { parseHostLiteral } from "./parse-host-literal";

describe("parseHostLiteral", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0X7F.0.0.1", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0177.1", "127.0.0.1"],
    ["127.000.000.001", "127.0.0.1"],
    ["127.0.0.1.", "127.0.0.1"],
    ["0", "0.0.0.0"],
    ["0x", "0.0.0.0"],
    ["169.254.169.254", "169.254.169.254"],
    ["0xa9fea9fe", "169.254.169.254"],
    ["4294967295", "255.255.255.255"],
  ])("reads the IPv4 literal %s as %s", (host, expected) => {
    expect(parseHostLiteral(host)).toBe(expected);
  });

  it.each([
    ["[::1]", "::1"],
    ["::1", "::1"],
    ["[0:0:0:0:0:0:0:1]", "::1"],
    ["[::ffff:127.0.0.1]", "::ffff:7f00:1"],
    ["[::ffff:7f00:1]", "::ffff:7f00:1"],
    ["[FE80::1]", "fe80::1"],
    ["[2606:4700:0000::1111]", "2606:4700::1111"],
  ])("reads the IPv6 literal %s as %s", (host, expected) => {
    expect(parseHostLiteral(host)).toBe(expected);
  });

  it.each(["example.com", "tube-one.localhost", "localhost", "1.2.3.4.5", "08.1.1.1", "0x1g", "4294967296", "256.1.1.1", "1.2.3.256", "[example]", ""])(
    "treats %j as a name, not a literal",
    (host) => {
      expect(parseHostLiteral(host)).toBeNull();
    },
  );
});
