// The deployed build's version (GET /version.json), never from a cache. On failure the
// current timestamp stands in, flagged so it never counts as a new release.
import { apiRequest } from "@/lib/api-client";

export type DeployedVersion = { version: string; fallback: boolean };

export async function getDeployedVersion(now: () => number = Date.now): Promise<DeployedVersion> {
  try {
    const { version } = await apiRequest<{ version: unknown }>(`/version.json?t=${now()}`, {
      cache: "no-store",
      headers: { "Cache-Control": "no-cache", Pragma: "no-cache" },
    });
    if (typeof version !== "string" || !version) throw new Error("version.json without a version");
    return { version, fallback: false };
  } catch {
    return { version: String(now()), fallback: true };
  }
}
