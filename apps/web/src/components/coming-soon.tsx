// Honest placeholder for a page a later release fills: its title and a note that it is being built.
import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PageKey } from "@/config/page-keys";

export function ComingSoon({ page }: { page: PageKey }) {
  const { t } = useTranslation("pages");
  return (
    <section className="flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t(`titles.${page}`)}</h1>
      </header>
      <div className="flex items-start gap-4 rounded-xl border border-dashed bg-card p-6">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <Construction aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <p className="font-medium">{t("comingSoon.title")}</p>
          <p className="text-sm text-muted-foreground">{t("comingSoon.description")}</p>
        </div>
      </div>
    </section>
  );
}
