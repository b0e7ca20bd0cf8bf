// /admin/reviews: everything that waits for an administrator's decision, one row per kind with
// its count (GET /api/admin/overview) and a link to its queue. A new kind of review is one line in
// `reviewKinds` (its name and hint are the admin panel's section texts, `admin:panel.*`).
import type { AdminOverview } from "@unleak/contracts";
import { Banknote, Building2, ChevronRight, Gavel, Handshake, IdCard } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { useAdminOverview } from "@/features/admin/api/admin-overview";

type ReviewKind = { key: keyof AdminOverview["reviews"]; to: string; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }> };

const reviewKinds: ReviewKind[] = [
  { key: "identity", to: paths.app.adminIdentity.getHref(), icon: IdCard },
  { key: "appeals", to: paths.app.adminAppeals.getHref(), icon: Gavel },
  { key: "agencies", to: paths.app.adminAgencies.getHref(), icon: Building2 },
  { key: "partners", to: paths.app.adminPartners.getHref(), icon: Handshake },
  { key: "payouts", to: paths.app.adminPayouts.getHref(), icon: Banknote },
];

export function Component() {
  const { t } = useTranslation("appeals");
  const { t: tAdmin } = useTranslation("admin");
  const overview = useAdminOverview();

  if (overview.isPending) return <PageLoader />;
  if (overview.isError) return <Alert variant="destructive">{overview.error.message}</Alert>;
  const { reviews } = overview.data;
  return (
    <section className="flex w-full max-w-3xl min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("reviews.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("reviews.intro")}</p>
      </header>
      <ul className="grid gap-3">
        {reviewKinds.map(({ key, to, icon: Icon }) => {
          const count = reviews[key];
          const name = tAdmin(`panel.sections.${key}`);
          return (
            <li key={key} data-testid={`review-kind-${key}`}>
              <Link to={to} className="flex items-center gap-4 rounded-xl border bg-card p-5 hover:bg-muted">
                <Icon aria-hidden className="size-5 shrink-0 text-primary" />
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="font-medium">{name}</span>
                  <span className="text-sm text-muted-foreground">{tAdmin(`panel.hints.${key}`)}</span>
                </span>
                <Badge variant={count > 0 ? "solid" : "outline"}>{count > 0 ? t("reviews.waiting", { count }) : t("reviews.nothing")}</Badge>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
