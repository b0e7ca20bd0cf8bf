// /admin: the admin panel's overview (issue 16): each section with what it is for and how many
// decisions wait in it. Unknown /admin/* paths land here too (spec §2.1: the same page).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminSections, WaitingCount } from "@/features/admin/components/admin-layout";

export function Component() {
  const { t } = useTranslation("admin");
  const sections = useAdminSections();
  return (
    <section className="grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("panel.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("panel.description")}</p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sections.map(({ key, to, icon: Icon, count }) => (
          <li key={key}>
            <Link to={to} className="flex h-full items-start gap-4 rounded-xl border bg-card p-5 hover:bg-muted">
              <Icon aria-hidden className="size-5 shrink-0 text-primary" />
              <span className="grid gap-1">
                <span className="font-medium">{t(`panel.sections.${key}`)}</span>
                <span className="text-sm text-muted-foreground">{t(`panel.hints.${key}`)}</span>
              </span>
              <WaitingCount count={count} label={t("panel.waiting", { count: count ?? 0 })} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
