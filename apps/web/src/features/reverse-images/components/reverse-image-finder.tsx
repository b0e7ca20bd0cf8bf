// /reverse-image-finder: upload a picture (or give its address) and see where it appears. A visitor
// gets a preview (sites and grades) with a call to sign up; a signed-in creator gets the pages, the
// pictures and the actions. The picture is sent again only if she adds it as a reference.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAddSearchedReference } from "../api/add-searched-reference";
import { type PictureQuery, useSearchPicture } from "../api/search-picture";
import { ResultCard, type ReferenceAction } from "./result-card";
import { SearchForm } from "./search-form";

export function ReverseImageFinder() {
  const { t } = useTranslation("reverseImages");
  const search = useSearchPicture();
  const addReference = useAddSearchedReference();
  const [query, setQuery] = useState<PictureQuery | null>(null);
  const run = (next: PictureQuery) => {
    setQuery(next);
    addReference.reset();
    search.mutate(next);
  };
  const answer = search.data;
  const reference: ReferenceAction = {
    available: query?.kind === "file",
    add: () => query?.kind === "file" && addReference.mutate(query.file),
    pending: addReference.isPending,
    referenceId: addReference.data ?? null,
    error: addReference.isError ? addReference.error.message : null,
  };

  return (
    <section className="grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      <SearchForm onSearch={run} busy={search.isPending} />
      <p className="text-xs text-muted-foreground">{t("form.notStored")}</p>
      {search.isPending && (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Spinner /> {t("searching")}
        </p>
      )}
      {search.isError && <Alert variant="destructive">{search.error.message}</Alert>}
      {answer && !search.isPending && (
        <div className="grid gap-4" data-testid="reverse-image-results">
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t("results.heading", { count: answer.total })}</h2>
            <p className="text-sm text-muted-foreground">
              {answer.providers.length > 0 ? t("results.providers", { providers: answer.providers.map((id) => t(`results.source.${id}`)).join(", ") }) : t("results.ownIndexOnly")}
            </p>
          </div>
          {addReference.data && <Alert variant="success">{t("actions.referenceAdded")}</Alert>}
          {reference.error && <Alert variant="destructive">{reference.error}</Alert>}
          {answer.scope === "preview" && answer.total > 0 && (
            <Card data-testid="reverse-image-sign-up">
              <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
                <div className="grid gap-1">
                  <p className="font-medium">{t("preview.title")}</p>
                  <p className="text-sm text-muted-foreground">{t("preview.description")}</p>
                </div>
                <div className="flex gap-2">
                  <Button asChild>
                    <Link to={paths.auth.register.getHref()}>{t("preview.signUp")}</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={paths.auth.login.getHref()}>{t("preview.signIn")}</Link>
                  </Button>
                </div>
              </CardContent>
            </Card>
          )}
          {answer.results.length === 0 ? (
            <p className="rounded-xl border border-dashed bg-card p-6 text-muted-foreground">{t("results.empty")}</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {answer.results.map((result, index) => (
                <ResultCard key={result.id ?? `${result.source}-${result.pageUrl ?? index}`} result={result} reference={answer.scope === "full" ? reference : null} />
              ))}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
