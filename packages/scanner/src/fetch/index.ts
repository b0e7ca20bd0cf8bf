// The fetch layer: one guarded HTTP client for everything the scanner fetches (see docs/fetching.md).
export { createFetcher, DEFAULT_USER_AGENT } from "./create-fetcher";
export { FetchRefusedError } from "./fetch-refused-error";
export { isPublicAddress } from "./is-public-address";
export { parseHostLiteral } from "./parse-host-literal";
export type {
  DownloadOptions,
  DownloadResult,
  Fetcher,
  FetcherStats,
  FetchPolicy,
  FetchRequest,
  FetchResult,
  RefusalReason,
  SandboxAllowance,
} from "./types";
