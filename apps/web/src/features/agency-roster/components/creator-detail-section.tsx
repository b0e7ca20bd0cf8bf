// /agency/creator/{id}: one creator of the roster as her agency sees her: her numbers and where her
// authorisation stands for the agency, then her leaks (to request removal of), fake profiles, scans,
// reference pictures and takedown notices. Owners and managers act for her; a viewer reads.
import type { RosterCreator } from "@unleak/contracts";
import { ArrowLeft, Radar } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useCreatorScans, useRosterCreator, useStartCreatorScan } from "../api/creator";
import { useMayManage } from "../lib/member-role";
import { AuthorisationBadge } from "./authorisation-badge";
import { CreatorFakeProfilesCard, type FakeProfileParts } from "./creator-fake-profiles-card";
import { CreatorLeaksCard } from "./creator-leaks-card";
import { CreatorNoticesCard } from "./creator-notices-card";
import { CreatorReferencesCard } from "./creator-references-card";
import { CreatorScansCard } from "./creator-scans-card";

export function CreatorDetailSection({ creatorId, fakeProfileParts }: { creatorId: string; fakeProfileParts: FakeProfileParts }) {
  const { t } = useTranslation("agencyRoster");
  const creator = useRosterCreator(creatorId);
  const mayManage = useMayManage();
  const back = (
    <Link to={paths.agency.creators.getHref()} className="flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("detail.back")}
    </Link>
  );
  if (creator.isPending) return <Spinner />;
  if (creator.isError) {
    return (
      <section className="grid gap-4">
        {back}
        <Alert variant="destructive" data-testid="creator-not-found">
          {t("detail.notFound")}
        </Alert>
      </section>
    );
  }
  const data = creator.data;
  return (
    <section className="grid min-w-0 gap-6" data-testid="creator-detail">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="break-words text-xl font-semibold tracking-tight">{data.name ?? data.email}</h2>
          <p className="break-all text-sm text-muted-foreground">{data.email}</p>
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-2">{mayManage ? <RunScanButton creatorId={creatorId} /> : null}</div>
      </header>
      {!mayManage ? <Alert>{t("detail.viewOnly")}</Alert> : null}
      <CreatorSummary creator={data} />
      <CreatorLeaksCard creatorId={creatorId} mayManage={mayManage} missing={data.authorisation?.missing ?? ["letter", "identity"]} />
      <CreatorFakeProfilesCard creatorId={creatorId} mayManage={mayManage} parts={fakeProfileParts} />
      <CreatorScansCard creatorId={creatorId} />
      <CreatorReferencesCard creatorId={creatorId} mayManage={mayManage} />
      <CreatorNoticesCard creatorId={creatorId} />
    </section>
  );
}

function RunScanButton({ creatorId }: { creatorId: string }) {
  const { t } = useTranslation("agencyRoster");
  const scans = useCreatorScans(creatorId);
  const start = useStartCreatorScan(creatorId);
  const running = scans.data?.scans.some((scan) => scan.status === "queued" || scan.status === "running") ?? false;
  const run = () =>
    start.mutate(undefined, {
      onSuccess: () => toast.success(t("detail.scanStarted")),
      onError: (error) => toast.error(t("detail.actionError", { reason: error.message })),
    });
  return (
    <Button disabled={running || start.isPending} onClick={run}>
      <Radar aria-hidden="true" />
      {running ? t("detail.scanRunning") : t("detail.runScan")}
    </Button>
  );
}

function CreatorSummary({ creator }: { creator: RosterCreator }) {
  const { t, i18n } = useTranslation(["agencyRoster", "shell"]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const figures: Array<[string, string]> = [
    [t("roster.columns.leaks"), String(creator.leaks.found)],
    [t("roster.columns.requested"), String(creator.leaks.removalRequested)],
    [t("roster.columns.removed"), String(creator.leaks.removed)],
    [t("roster.columns.lastScan"), creator.lastScanAt ? date.format(new Date(creator.lastScanAt)) : t("roster.never")],
    [t("roster.columns.plan"), creator.tier ? t(`shell:tiers.${creator.tier}`) : "–"],
  ];
  const authorisation = creator.authorisation;
  return (
    <Card data-testid="creator-summary">
      <CardHeader>
        <CardTitle>{t("detail.summary")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
          {figures.map(([label, value]) => (
            <div key={label} className="grid gap-1">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {authorisation ? (
          <div className="grid gap-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground">{t("roster.columns.authorisation")}</span>
              <AuthorisationBadge authorisation={authorisation} />
              <Badge variant="outline">{t(`detail.identity.${authorisation.identity}`)}</Badge>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
