// Who may read the Prometheus metrics (issue 20): whoever presents the deployment's METRICS_TOKEN as
// a bearer token; no session or role counts. Without a configured token the metrics do not exist (a
// 404), so that an unprotected deployment never exposes them.
import { AppError } from "../errors/app-error";
import { matchesHash, sha256Hex } from "../oauth/oauth-secrets";

export function authoriseScraper({ token, authorization }: { token: string | null; authorization: string | undefined }): void {
  if (!token) throw new AppError("NOT_FOUND");
  const presented = /^Bearer +(\S+)$/i.exec(authorization ?? "")?.[1] ?? "";
  // Compared as hashes, in constant time: the answer says nothing of how much of the token was right.
  if (!matchesHash(presented, sha256Hex(token))) throw new AppError("INVALID_TOKEN");
}
