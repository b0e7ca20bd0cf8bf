// /admin/broadcasts: write a notification for everybody, one plan or one user in the four
// languages, and see the latest ones sent.
import { useTranslation } from "react-i18next";
import { BroadcastForm } from "./broadcast-form";
import { BroadcastList } from "./broadcast-list";

export function BroadcastsPage() {
  const { t } = useTranslation("operations");
  return (
    <section className="grid min-w-0 gap-8" data-testid="broadcasts-page">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("broadcasts.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("broadcasts.intro")}</p>
      </header>
      <div className="grid gap-4">
        <h2 className="text-lg font-semibold">{t("broadcasts.form.heading")}</h2>
        <BroadcastForm />
      </div>
      <div className="grid min-w-0 gap-4">
        <h2 className="text-lg font-semibold">{t("broadcasts.list.heading")}</h2>
        <BroadcastList />
      </div>
    </section>
  );
}
