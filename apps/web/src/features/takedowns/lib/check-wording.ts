// What a removal check's outcome and reason code mean in plain words, as i18n keys under "checks".
// Only removed, soft-404 and media-replaced read as removed; a 403 or a challenge never does.
import type { RemovalCheckSummary } from "@unleak/contracts";
import type { ParseKeys } from "i18next";

export type Wording = { key: ParseKeys<"takedowns">; params?: Record<string, string | number> };

const removedOutcomes = ["removed", "soft-404", "media-replaced"];

export const readsAsRemoved = (outcome: string): boolean => removedOutcomes.includes(outcome);

const outcomeKeys: Record<string, ParseKeys<"takedowns">> = {
  "soft-404": "checks.outcome.soft404",
  "media-replaced": "checks.outcome.mediaReplaced",
  up: "checks.outcome.up",
  listed: "checks.outcome.listed",
  "not-listed": "checks.outcome.notListed",
};

export function outcomeWording({ outcome, httpStatus }: Pick<RemovalCheckSummary, "outcome" | "httpStatus">): Wording {
  if (outcome === "removed") return httpStatus === null ? { key: "checks.outcome.removedGone" } : { key: "checks.outcome.removedHttp", params: { status: httpStatus } };
  if (outcome === "restricted") return httpStatus === null ? { key: "checks.outcome.restrictedPlain" } : { key: "checks.outcome.restricted", params: { status: httpStatus } };
  if (outcome === "unknown") return httpStatus === null ? { key: "checks.outcome.unknownSilent" } : { key: "checks.outcome.unknownInconclusive", params: { status: httpStatus } };
  return Object.hasOwn(outcomeKeys, outcome) ? { key: outcomeKeys[outcome] } : { key: "checks.outcome.other", params: { outcome } };
}

const reasonKeys: Record<string, ParseKeys<"takedowns">> = {
  "http-200": "checks.reason.http200",
  "http-401": "checks.reason.http403",
  "http-403": "checks.reason.http403",
  "http-404": "checks.reason.http404",
  "http-410": "checks.reason.http410",
  "http-429": "checks.reason.http429",
  "http-451": "checks.reason.http451",
  "gone-domain": "checks.reason.goneDomain",
  "probe-match": "checks.reason.probeMatch",
  "not-found-wording": "checks.reason.notFoundWording",
  "redirect-home": "checks.reason.redirectHome",
  "media-no-match": "checks.reason.mediaNoMatch",
  "media-matches": "checks.reason.mediaMatches",
  "media-on-page": "checks.reason.mediaOnPage",
  "media-unreadable": "checks.reason.mediaUnreadable",
  "no-media": "checks.reason.noMedia",
  "media-served": "checks.reason.mediaServed",
  "media-not-a-file": "checks.reason.mediaNotAFile",
  "empty-body": "checks.reason.emptyBody",
  challenge: "checks.reason.challenge",
  timeout: "checks.reason.timeout",
  listed: "checks.reason.listed",
  "not-listed": "checks.reason.notListed",
};

export function reasonWording(reason: string): Wording {
  if (Object.hasOwn(reasonKeys, reason)) return { key: reasonKeys[reason] };
  const media = /^media-http-(\d{3})$/.exec(reason);
  if (media) return { key: "checks.reason.mediaHttp", params: { status: Number(media[1]) } };
  const http = /^http-(\d{3})$/.exec(reason);
  if (http) return { key: Number(http[1]) >= 500 ? "checks.reason.http5xx" : "checks.reason.http", params: { status: Number(http[1]) } };
  if (reason.startsWith("fetch-error:")) return { key: "checks.reason.fetchError", params: { error: reason.slice("fetch-error:".length) } };
  return { key: "checks.reason.other", params: { code: reason } };
}

/** The search engine's host a search check asked, or the URL itself when it does not parse. */
export function searchHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
