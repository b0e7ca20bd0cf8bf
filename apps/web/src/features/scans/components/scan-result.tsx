// A finished scan's result: leak count, damage estimate, platforms and sample leaks (spec §2.5).
import { evidenceStrengths, type ScanResult as Result } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { EvidenceBadge } from "@/components/evidence-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DamageEstimate } from "./damage-estimate";
import { SampleLeakCard } from "./sample-leak-card";

export function ScanResult({ result }: { result: Result }) {
  const { t } = useTranslation("scans");
  const blurred = result.samples.some((sample) => sample.thumbnailBlurred);
  const byEvidence = result.byEvidence;
  return (
    <Card data-testid="scan-result">
      <CardHeader>
        <CardTitle>{t("result.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <p className="text-3xl font-semibold" data-testid="leak-count">
              {t("result.leakCount", { count: result.leakCount })}
            </p>
            <p className="text-sm text-muted-foreground">{t("result.sitesScanned", { count: result.sitesScanned })}</p>
            {result.newLeaks !== undefined && <p className="text-sm">{t("result.newLeaks", { count: result.newLeaks })}</p>}
            {/* Name mentions are counted apart: "exact" describes a picture, never a name (ADR 017). */}
            {byEvidence && (
              <div className="flex flex-wrap gap-2" data-testid="scan-evidence">
                {evidenceStrengths.map((strength) =>
                  byEvidence[strength] > 0 ? (
                    <span key={strength} className="flex items-center gap-1 text-sm tabular-nums">
                      <EvidenceBadge pictureQuality={strength === "name" ? null : strength} /> {byEvidence[strength]}
                    </span>
                  ) : null,
                )}
              </div>
            )}
          </div>
          {result.damage && <DamageEstimate damage={result.damage} />}
        </div>
        {result.leakCount === 0 && <p className="text-sm text-muted-foreground">{t("result.noLeaks")}</p>}
        {result.platforms.length > 0 && (
          <section className="grid gap-2">
            <h3 className="font-medium">{t("result.platformsTitle")}</h3>
            <ul className="flex flex-wrap gap-2" data-testid="scan-platforms">
              {result.platforms.map((platform) => (
                <li key={platform.siteId} className="rounded-full border px-3 py-1 text-sm">
                  {platform.siteName} · {t("result.platformLeaks", { count: platform.leaks })}
                </li>
              ))}
            </ul>
          </section>
        )}
        {result.samples.length > 0 && (
          <section className="grid gap-2">
            <h3 className="font-medium">{t("result.samplesTitle")}</h3>
            {blurred && <p className="text-sm text-muted-foreground">{t("result.blurredNote")}</p>}
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {result.samples.map((sample, index) => (
                <SampleLeakCard key={`${sample.siteName}-${index}`} sample={sample} />
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
