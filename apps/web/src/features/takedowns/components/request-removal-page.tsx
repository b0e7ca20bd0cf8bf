// /request-removal: the creator picks leaks (or arrives with ?leaks= from a leak page), reviews where
// each notice would go and why, and sends them. Sending stays disabled while Unleak may not act
// for her; the page then says which step is missing.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { usePreviewRemoval, useRemovalCandidates, useRequestRemoval } from "../api/removal-requests";
import { leakIdsFromSearch, plannedNoticeCount, selectedCandidateIds, withStrongMatches } from "../lib/selection";
import { AuthorisationGatePanel } from "./authorisation-gate-panel";
import { AutoFilingState } from "./auto-filing-state";
import { CandidateRow } from "./candidate-row";
import { RemovalPreviewList } from "./removal-preview";

export function RequestRemovalPage() {
  const { t } = useTranslation("takedowns");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(leakIdsFromSearch(search)));
  const candidates = useRemovalCandidates();
  const preview = usePreviewRemoval();
  const request = useRequestRemoval();

  if (candidates.isPending) return <Spinner />;
  if (candidates.isError) return <Alert variant="destructive">{t("request.loadError")}</Alert>;

  const leaks = candidates.data.leaks;
  const leakIds = selectedCandidateIds(selected, leaks);
  const refused = request.error instanceof ApiError && request.error.code === "AUTHORISATION_REQUIRED";
  // After a refusal the candidates are fetched again and name what is missing now.
  const gate = refused || !preview.data ? candidates.data.authorisation : preview.data.authorisation;
  const allowed = gate.allowed && !refused;
  const otherError = request.error && !refused ? request.error : (preview.error ?? null);

  const choose = (next: Set<string>) => {
    setSelected(next);
    preview.reset();
    request.reset();
  };
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    choose(next);
  };
  const send = () =>
    request.mutate(
      { leakIds },
      {
        onSuccess: ({ queued }) => {
          toast.success(t("request.queued", { count: preview.data ? plannedNoticeCount(preview.data, queued) : queued.length }));
          void navigate(paths.app.notices.getHref());
        },
      },
    );

  return (
    <section className="grid w-full max-w-5xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("request.title")}</h1>
        <p className="text-muted-foreground">{t("request.intro")}</p>
        <AutoFilingState on={candidates.data.autoTakedown} />
      </header>
      {!allowed ? <AuthorisationGatePanel missing={gate.missing} refused={refused} /> : null}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t("request.listTitle")}</CardTitle>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => choose(withStrongMatches(selected, leaks))}>
              {t("request.selectAll")}
            </Button>
            <Button variant="outline" size="sm" onClick={() => choose(new Set())}>
              {t("request.clear")}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          {leaks.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("request.empty")}</p>
          ) : (
            <ul className="divide-y" data-testid="candidate-list">
              {leaks.map((leak) => (
                <CandidateRow key={leak.id} leak={leak} checked={selected.has(leak.id)} onToggle={(checked) => toggle(leak.id, checked)} />
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground" data-testid="selected-count">
              {t("request.selected", { count: leakIds.length })}
            </p>
            <Button className="ml-auto" variant="outline" disabled={leakIds.length === 0 || preview.isPending} onClick={() => preview.mutate({ leakIds })}>
              {preview.isPending ? t("request.reviewing") : t("request.review")}
            </Button>
            <Button disabled={!allowed || !preview.data || leakIds.length === 0 || request.isPending} onClick={send}>
              {request.isPending ? t("request.sending") : t("request.send")}
            </Button>
          </div>
          {otherError ? <Alert variant="destructive">{t("request.error", { message: otherError.message })}</Alert> : null}
        </CardContent>
      </Card>
      {preview.data ? <RemovalPreviewList preview={preview.data} candidates={leaks} /> : null}
    </section>
  );
}
