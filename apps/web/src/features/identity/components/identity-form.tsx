// The submission form: the type of document, its pictures (front, back where it has one) and the
// selfie. Each picture is checked when chosen and again on submit; the server's refusal of one
// shows under that picture, any other refusal above the button.
import { type IdentityDocumentField, type IdentityDocumentType, identityDocumentTypes } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { IdentityUploadError, useSubmitIdentityVerification } from "../api/submit-identity-verification";
import { type IdentityFieldError, type IdentityFormErrors, MAX_PICTURE_MEGABYTES, pictureError, picturesFor, validateIdentityForm } from "../validation";
import { PictureInput } from "./picture-input";

export function IdentityForm() {
  const { t } = useTranslation("identity");
  const submit = useSubmitIdentityVerification();
  const [documentType, setDocumentType] = useState<IdentityDocumentType | null>(null);
  const [files, setFiles] = useState<Partial<Record<IdentityDocumentField, File>>>({});
  const [errors, setErrors] = useState<IdentityFormErrors>({});
  const [serverError, setServerError] = useState<{ field: IdentityDocumentField | "documentType" | null; message: string } | null>(null);

  const message = (problem: IdentityFieldError | undefined) => (problem ? t(`errors.${problem}`, { megabytes: MAX_PICTURE_MEGABYTES }) : null);
  const errorOf = (field: IdentityDocumentField | "documentType") => message(errors[field]) ?? (serverError?.field === field ? serverError.message : null);

  const choose = (field: IdentityDocumentField, file: File | undefined) => {
    setFiles((previous) => ({ ...previous, [field]: file }));
    setErrors((previous) => ({ ...previous, [field]: file ? (pictureError(file) ?? undefined) : undefined }));
    if (serverError?.field === field) setServerError(null);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateIdentityForm(documentType, files);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0 || !documentType) return;
    const needed = Object.fromEntries(picturesFor(documentType).map((field) => [field, files[field]]));
    submit.mutate(
      { documentType, files: needed },
      {
        onError: (error) => {
          const field = error instanceof IdentityUploadError ? error.field : null;
          const known = error instanceof IdentityUploadError && !error.code.startsWith("HTTP_") && error.code !== "NETWORK_ERROR";
          setServerError({ field, message: known ? error.message : t("errors.uploadFailed") });
        },
      },
    );
  };

  const busy = submit.isPending;
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} data-testid="identity-form">
        <CardHeader>
          <CardTitle>{t("form.title")}</CardTitle>
          <CardDescription>{t("form.hint", { megabytes: MAX_PICTURE_MEGABYTES })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <fieldset className="grid gap-2" aria-describedby={errorOf("documentType") ? "identity-documentType-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">{t("form.documentType")}</legend>
            <div className="flex flex-wrap gap-2">
              {identityDocumentTypes.map((type) => (
                <label key={type} className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                  <input type="radio" name="documentType" value={type} checked={documentType === type} disabled={busy} onChange={() => (setDocumentType(type), setErrors((previous) => ({ ...previous, documentType: undefined })))} />
                  {t(`form.types.${type}`)}
                </label>
              ))}
            </div>
            {errorOf("documentType") ? (
              <p id="identity-documentType-error" className="text-sm text-destructive">
                {errorOf("documentType")}
              </p>
            ) : null}
          </fieldset>
          {picturesFor(documentType).map((field) => (
            <PictureInput
              key={field}
              field={field}
              label={t(`form.${field === "front" && documentType === "passport" ? "passportPage" : field}`)}
              hint={field === "selfie" ? t("form.selfieHint") : undefined}
              file={files[field]}
              error={errorOf(field)}
              disabled={busy}
              onChange={(file) => choose(field, file)}
            />
          ))}
          {serverError && serverError.field === null ? <Alert variant="destructive">{serverError.message}</Alert> : null}
          <p className="text-xs text-muted-foreground">{t("form.privacy")}</p>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner className="size-4 text-primary-foreground" /> : null}
            {busy ? t("form.submitting") : t("form.submit")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
