// Shown while Unleak may not act for the creator: each missing step, linked to where it is done.
import type { AuthorisationStep } from "@unleak/contracts";
import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";

const stepHref: Record<AuthorisationStep, string> = {
  letter: paths.app.digitalSignature.getHref(),
  identity: paths.app.verifyIdentity.getHref(),
};

export function AuthorisationGatePanel({ missing, refused = false }: { missing: readonly AuthorisationStep[]; refused?: boolean }) {
  const { t } = useTranslation("takedowns");
  return (
    <section aria-labelledby="gate-title" data-testid="authorisation-gate" className="grid gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
      <h2 id="gate-title" className="flex items-center gap-2 font-medium text-destructive">
        <ShieldAlert aria-hidden="true" className="size-4" />
        {t("gate.title")}
      </h2>
      {refused ? <p role="alert">{t("gate.refused")}</p> : null}
      <p>{t("gate.text")}</p>
      <ul className="grid gap-1">
        {missing.map((step) => (
          <li key={step}>
            <Link to={stepHref[step]} className="text-primary underline">
              {t(`gate.${step}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
