// /settings/export (issue 19): the user's data export. It needs a signed-in user: without one, the
// sign-in page, which comes back here (with the mailed link's token) afterwards.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ExportPanel } from "@/features/privacy/components/export-panel";
import { SignedInOnly } from "./signed-in-only";

export function Component() {
  const { t } = useTranslation("privacy");
  const [search] = useSearchParams();
  return (
    <SignedInOnly>
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10" data-testid="settings-export-page">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("exportPage.title")}</h1>
        <ExportPanel token={search.get("token")} />
      </section>
    </SignedInOnly>
  );
}
