// Access rule (spec §5): a URL that carries an auth-return marker is let through without a
// session, so a sign-in or password-recovery callback can finish on the page it lands on.

const PKCE_TOKEN_PREFIX = "pkce_";

export function hasAuthReturnMarkers(location: { search: string; hash: string }): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  if (hash.has("access_token")) return true;

  const query = new URLSearchParams(location.search);
  if (query.has("code")) return true;
  if (query.get("token")?.startsWith(PKCE_TOKEN_PREFIX)) return true;
  if (query.get("type") === "recovery" || hash.get("type") === "recovery") return true;
  return false;
}
