// One removal check of a leak: when, what was checked (the page, its media file on its own address,
// or a search engine's results), the outcome and its reason in plain words, the HTTP facts, a file
// still served that keeps a gone page from counting as removed, the copy of the fetched page to
// download, and the stored evidence behind a disclosure.
import type { RemovalCheckSummary } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { pageCopyUrl } from "../api/page-copy";
import { outcomeWording, readsAsRemoved, reasonWording, searchHost } from "../lib/check-wording";

const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

export function RemovalCheckRow({ check }: { check: RemovalCheckSummary }) {
  const { t, i18n } = useTranslation("takedowns");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const outcome = outcomeWording(check);
  const reason = reasonWording(check.reason);
  return (
    <li className="grid min-w-0 gap-2 py-3 text-sm" data-testid="removal-check" data-outcome={check.outcome}>
      <div className="flex flex-wrap items-center gap-2">
        <time dateTime={check.checkedAt} className="text-muted-foreground">
          {dateTime.format(new Date(check.checkedAt))}
        </time>
        <span data-testid="check-target">
          {check.target === "page" ? t("checks.targetPage") : check.target === "media" ? t("checks.targetMedia") : t("checks.targetSearch", { engine: searchHost(check.url) })}
        </span>
        <Badge variant={readsAsRemoved(check.outcome) ? "success" : "outline"} className="whitespace-normal" data-testid="check-outcome">
          {t(outcome.key, outcome.params)}
        </Badge>
      </div>
      <p data-testid="check-reason">{t(reason.key, reason.params)}</p>
      {check.verdict && (
        <p className="text-amber-700 dark:text-amber-400" data-testid="check-verdict">
          {t(check.verdict.reason === "media-still-served" ? "checks.vetoServed" : "checks.vetoUnknown")}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">{t("checks.url")}</dt>
        <dd className="break-all">{check.url}</dd>
        <dt className="text-muted-foreground">{t("checks.httpStatus")}</dt>
        <dd>{check.httpStatus ?? t("checks.none")}</dd>
        <dt className="text-muted-foreground">{t("checks.finalUrl")}</dt>
        <dd className="break-all">{check.finalUrl ?? t("checks.none")}</dd>
        <dt className="text-muted-foreground">{t("checks.bodySha256")}</dt>
        <dd>
          {check.bodySha256 ? (
            <code title={check.bodySha256} data-testid="check-sha">
              {shortHash(check.bodySha256)}
            </code>
          ) : (
            t("checks.none")
          )}
        </dd>
        {check.pageCopy && (
          <>
            <dt className="text-muted-foreground">{t("checks.pageCopy")}</dt>
            <dd>
              <a href={pageCopyUrl(check.id)} download className="text-primary underline" data-testid="check-page-copy">
                {t(check.pageCopy.truncated ? "checks.pageCopyTruncated" : "checks.pageCopyDownload", { kb: Math.ceil(check.pageCopy.bytes / 1024) })}
              </a>{" "}
              <code title={check.pageCopy.sha256}>{shortHash(check.pageCopy.sha256)}</code>
            </dd>
          </>
        )}
      </dl>
      <details className="min-w-0" data-testid="check-evidence">
        <summary className="cursor-pointer text-xs text-primary">{t("checks.evidence")}</summary>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">{JSON.stringify(check.evidence, null, 2)}</pre>
      </details>
    </li>
  );
}
