// /faq: the questions by topic, each answer opening in place; the search box filters questions and
// answers as one types and keeps the query in the address (?q=) so a search can be shared. The
// figures in the answers come from the configuration (GET /api/site-info).
import type { SiteInfo } from "@unleak/contracts";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type FaqQuestionId, type FaqTopic, faqTopics } from "../lib/faq-entries";
import { matchesQuery } from "../lib/faq-search";
import { FaqItem } from "./faq-item";
import { LegalPage } from "./legal-page";
import { WithSiteInfo } from "./with-site-info";

/** The configured figures the answers quote. */
function answerValues({ limits, retention, escalation }: SiteInfo) {
  return {
    scans: limits.visitorScansPerDay,
    graceDays: limits.billingGraceDays,
    identityDays: retention.identityDocumentDays,
    deletionDays: retention.deletionGraceDays,
    exportHours: retention.exportLinkHours,
    cookieDays: retention.referralCookieDays,
    reminderDays: escalation.reminderAfterBusinessDays,
    hostDays: escalation.hostAfterDays,
    registrarDays: escalation.registrarAfterBusinessDays,
    handOverDays: escalation.handOverAfterBusinessDays,
  };
}

export function Faq() {
  const { t } = useTranslation("faq");
  return (
    <LegalPage title={t("title")} lead={t("lead")}>
      <WithSiteInfo>{(info) => <FaqBody info={info} />}</WithSiteInfo>
    </LegalPage>
  );
}

function FaqBody({ info }: { info: SiteInfo }) {
  const { t } = useTranslation("faq");
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  // The answers the reader opened or closed: closed by default, open by default while searching.
  const [toggled, setToggled] = useState<ReadonlySet<FaqQuestionId>>(new Set());
  const inputId = useId();
  const values = answerValues(info);
  const groups = (Object.keys(faqTopics) as FaqTopic[])
    .map((topic) => ({
      topic,
      entries: faqTopics[topic]
        .map((id) => ({ id, question: t(`questions.${id}.question`), answer: t(`questions.${id}.answer`, values) }))
        .filter((entry) => matchesQuery(query, entry.question, entry.answer)),
    }))
    .filter((group) => group.entries.length > 0);
  const found = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const search = (next: string) => setSearchParams(next ? { q: next } : {}, { replace: true });
  const toggle = (id: FaqQuestionId) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t("search.label")}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={inputId} type="search" className="pl-9" value={query} placeholder={t("search.placeholder")} onChange={(event) => search(event.target.value)} />
        </div>
        <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="faq-result-count">
          {query ? (found === 0 ? t("search.none", { query }) : t("search.found", { found })) : null}
        </p>
      </div>
      {groups.map(({ topic, entries }) => (
        <section key={topic} aria-labelledby={`faq-${topic}`} className="grid gap-2">
          <h2 id={`faq-${topic}`} className="text-lg font-semibold">
            {t(`topics.${topic}`)}
          </h2>
          <div className="divide-y rounded-xl border bg-card">
            {entries.map((entry) => (
              <FaqItem key={entry.id} id={entry.id} question={entry.question} answer={entry.answer} expanded={(query !== "") !== toggled.has(entry.id)} onToggle={() => toggle(entry.id)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
