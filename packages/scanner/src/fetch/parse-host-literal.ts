// Recognises IP literals in every notation a URL parser or a socket might accept, so that
// address checks see the address a connection would really reach, not the spelling.
import ipaddr from "ipaddr.js";

/** Canonical form of a literal IP host (dotted quad, or RFC 5952 IPv6); null when the host is a name. */
export function parseHostLiteral(host: string): string | null {
  let text = host.trim().toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  if (text.includes(":")) {
    return ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text).toString() : null;
  }
  const v4 = parseLooseIPv4(text);
  return v4 === null ? null : formatIPv4(v4);
}

// The WHATWG / inet_aton rules: 1 to 4 parts, each decimal, 0x-hex or 0-octal, the last part
// filling the remaining bytes ("127.1", "2130706433", "0x7f.1", "0177.0.0.1").
function parseLooseIPv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIPv4Part(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const last = numbers.pop() as number;
  if (numbers.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let address = last;
  numbers.forEach((n, index) => {
    address += n * 256 ** (3 - index);
  });
  return address;
}

function parseIPv4Part(part: string): number | null {
  if (part === "") return null;
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(part)) {
    digits = part.slice(2);
    radix = 16;
  } else if (part.length > 1 && part.startsWith("0")) {
    digits = part.slice(1);
    radix = 8;
  }
  if (digits === "") return 0;
  const pattern = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!pattern.test(digits)) return null;
  const value = Number.parseInt(digits, radix);
  // Anything past 2^32 cannot be an address part; treat it as not-a-literal rather than wrap.
  return Number.isSafeInteger(value) && value <= 0xffffffff ? value : null;
}

function formatIPv4(address: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(address / 2 ** shift) % 256).join(".");
}
