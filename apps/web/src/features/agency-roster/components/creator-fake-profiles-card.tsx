// A roster creator's candidate fake profiles, highest risk first (as the server orders them), with
// "Check now" for the agency's owners and managers. Reporting a profile and her verdicts stay on her
// own page. How a profile's reasons and risk read is the fake-profiles feature's: app/ passes those
// parts in, since one feature does not import another.
import type { FakeProfileReason } from "@unleak/contracts";
import { ScanSearch } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCheckCreatorFakeProfiles, useCreatorFakeProfiles } from "../api/creator";

/** How a profile's reasons (as sentences) and its risk (percent, "High risk" from the threshold on) are shown. */
export interface FakeProfileParts {
  Reasons: ComponentType<{ reasons: readonly FakeProfileReason[] }>;
  Risk: ComponentType<{ score: number; reportThreshold: number }>;
}

type Props = { creatorId: string; mayManage: boolean; parts: FakeProfileParts };

export function CreatorFakeProfilesCard({ creatorId, mayManage, parts: { Reasons, Risk } }: Props) {
  const { t } = useTranslation(["agencyRoster", "fakeProfiles"]);
  const profiles = useCreatorFakeProfiles(creatorId);
  const data = profiles.data;
  return (
    <Card data-testid="creator-fake-profiles">
      <CardHeader className="flex flex-row flex-wrap items-center gap-3">
        <CardTitle>{t("fakeProfiles.title")}</CardTitle>
        {mayManage ? <CheckNowButton creatorId={creatorId} running={data?.checkRunning ?? false} /> : null}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-2">
        {profiles.isPending ? <Spinner /> : null}
        {profiles.isError ? (
          <Alert variant="destructive" data-testid="creator-fake-profiles-error">
            {t("fakeProfiles.error", { reason: profiles.error.message })}
          </Alert>
        ) : null}
        {data?.profiles.length === 0 ? <p className="text-sm text-muted-foreground">{t("fakeProfiles.empty")}</p> : null}
        {data && data.profiles.length > 0 ? (
          <ul className="divide-y" aria-label={t("fakeProfiles.title")}>
            {data.profiles.map((profile) => (
              <li key={profile.id} className="grid gap-1 py-3" data-testid="creator-fake-profile">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">{profile.siteName}</span>
                  {/* Her impersonator's page: no referrer, and no endorsement for search engines. */}
                  <a href={profile.url} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary hover:underline">
                    @{profile.handle}
                  </a>
                  <Risk score={profile.score} reportThreshold={data.reportThreshold} />
                  <Badge variant="outline" data-testid="creator-fake-profile-status">
                    {t(`fakeProfiles:status.${profile.status}`)}
                  </Badge>
                </div>
                <Reasons reasons={profile.reasons} />
              </li>
            ))}
          </ul>
        ) : null}
        {data && data.total > data.profiles.length ? <p className="text-sm text-muted-foreground">{t("fakeProfiles.more", { count: data.total - data.profiles.length })}</p> : null}
      </CardContent>
    </Card>
  );
}

function CheckNowButton({ creatorId, running }: { creatorId: string; running: boolean }) {
  const { t } = useTranslation("agencyRoster");
  const check = useCheckCreatorFakeProfiles(creatorId);
  const run = () =>
    check.mutate(undefined, {
      onSuccess: () => toast.success(t("fakeProfiles.checkStarted")),
      onError: (error) => toast.error(t("detail.actionError", { reason: error.message })),
    });
  return (
    <Button size="sm" variant="outline" className="ml-auto" disabled={running || check.isPending} onClick={run}>
      <ScanSearch aria-hidden="true" />
      {running ? t("fakeProfiles.checkRunning") : t("fakeProfiles.checkNow")}
    </Button>
  );
}
