// /digital-signature: "Letter of Authorisation": the letter's text, the valid letter if one is
// signed (download, revoke), and the form to sign (again).
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { useAuthSession } from "@/lib/auth-session";
import { useCurrentLetter } from "../api/authorisation";
import { CurrentLetterCard } from "./current-letter-card";
import { LetterForm } from "./letter-form";
import { LetterText } from "./letter-text";

export function DigitalSignaturePage() {
  const { t } = useTranslation("authorisation");
  const session = useAuthSession();
  const current = useCurrentLetter();
  return (
    <section className="flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("letter.title")}</h1>
      <LetterText agencyName={current.data?.agency?.name ?? null} />
      {/* Spec §8: the signer could not be read (the session ended): say so instead of a blank form. */}
      {current.error instanceof ApiError && current.error.status === 401 ? (
        <Alert variant="destructive" data-testid="letter-authentication-required">
          {t("messages.authenticationRequired")}
        </Alert>
      ) : null}
      {current.isPending ? <Spinner /> : current.data?.letter ? <CurrentLetterCard letter={current.data.letter} /> : null}
      <LetterForm signedIn={Boolean(session.data)} />
    </section>
  );
}
