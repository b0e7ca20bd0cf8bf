// The review before sending: per leak, every notice that would go out (recipient, channel, basis,
// language, reason), the leaks that will not be filed and why, and a leak no recipient was found for.
import type { RemovalCandidates, RemovalPreview } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { PlannedRouteRow } from "./planned-route-row";

type Candidate = RemovalCandidates["leaks"][number];

export function RemovalPreviewList({ preview, candidates }: { preview: RemovalPreview; candidates: readonly Candidate[] }) {
  const { t } = useTranslation("takedowns");
  const byId = new Map(candidates.map((leak) => [leak.id, leak]));
  const leakName = (id: string) => {
    const leak = byId.get(id);
    return leak ? `${leak.siteName}: ${leak.title || leak.url}` : t("preview.leak", { id });
  };
  return (
    <section aria-labelledby="preview-title" className="grid gap-4" data-testid="removal-preview">
      <header className="grid gap-1">
        <h2 id="preview-title" className="text-lg font-semibold">
          {t("preview.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("preview.intro")}</p>
      </header>
      {preview.leaks.map(({ leakId, routes }) => (
        <article key={leakId} className="grid gap-2" data-testid="preview-leak" data-leak-id={leakId}>
          <h3 className="break-all text-sm font-medium">{leakName(leakId)}</h3>
          {routes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("preview.noRoute")}</p>
          ) : (
            <ul className="grid gap-2">
              {routes.map((route) => (
                <PlannedRouteRow key={`${route.recipientKind}:${route.address}:${route.basis}`} route={route} />
              ))}
            </ul>
          )}
        </article>
      ))}
      {preview.skipped.length > 0 ? (
        <div className="grid gap-1" data-testid="preview-skipped">
          <h3 className="text-sm font-medium">{t("preview.skipped")}</h3>
          <ul className="grid gap-1 text-sm">
            {preview.skipped.map(({ leakId, reason }) => (
              <li key={leakId} className="break-all">
                {leakName(leakId)} — {t(`skipReason.${reason}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
