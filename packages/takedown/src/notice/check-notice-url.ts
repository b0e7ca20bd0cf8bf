// One URL of a notice, as §512(c)(3)(A)(iii) and DSA Art. 16(2)(b) need it: absolute http(s), written
// out exactly, and pointing at the material itself, not at a whole site.

/** Why the URL cannot identify material, or null when it can. */
export function urlProblem(value: string): string | null {
  const written = value.trim();
  if (written !== value || written.length === 0 || /\s/.test(written)) return `"${value}" is not a URL written out exactly`;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return `"${value}" is not an absolute URL`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `"${value}" is not an http(s) URL`;
  if (!url.hostname) return `"${value}" names no host`;
  if (url.pathname === "/" && url.search === "") return `"${value}" is a site root and does not identify the material`;
  return null;
}

/** The same URL however it was spelled (host case, default port), for duplicate checks. */
export function urlKey(value: string): string {
  try {
    return new URL(value.trim()).href;
  } catch {
    return value.trim();
  }
}
