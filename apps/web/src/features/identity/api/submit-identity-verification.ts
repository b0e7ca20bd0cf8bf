// POST /api/identity-verification (multipart: documentType, front, back where the document has one,
// selfie). A refusal comes back as an ApiError with the server's translated message and, in
// `field`, the picture it is about.
import { errorResponseSchema, type IdentityDocumentField, type IdentityDocumentType, identityDocumentFields, identityRoutes, identityVerificationSchema } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, postForm } from "@/lib/api-client";
import { identityVerificationQueryKey } from "./get-identity-verification";

/** A refusal of the upload; `field` names the picture (or the document type) the server refused. */
export class IdentityUploadError extends ApiError {
  readonly field: IdentityDocumentField | "documentType" | null;
  constructor(options: { code: string; message: string; status: number; field?: unknown }) {
    super(options);
    const field = options.field;
    this.field = field === "documentType" || identityDocumentFields.includes(field as IdentityDocumentField) ? (field as IdentityUploadError["field"]) : null;
  }
}

export interface IdentitySubmission {
  documentType: IdentityDocumentType;
  files: Partial<Record<IdentityDocumentField, File>>;
}

export async function submitIdentityVerification({ documentType, files }: IdentitySubmission) {
  const form = new FormData();
  form.append("documentType", documentType);
  for (const field of identityDocumentFields) {
    const file = files[field];
    if (file) form.append(field, file, file.name);
  }
  let sent: Awaited<ReturnType<typeof postForm>>;
  try {
    sent = await postForm(identityRoutes.submit, form);
  } catch (cause) {
    throw new IdentityUploadError({ code: "NETWORK_ERROR", message: cause instanceof Error ? cause.message : String(cause), status: 0 });
  }
  const { response, payload } = sent;
  const submitted = identityVerificationSchema.safeParse(payload);
  if (response.ok && submitted.success) return submitted.data;
  const refused = errorResponseSchema.safeParse(payload);
  if (!refused.success) throw new IdentityUploadError({ code: `HTTP_${response.status}`, message: response.statusText, status: response.status });
  const { code, message, details } = refused.data.error;
  throw new IdentityUploadError({ code, message, status: response.status, field: details?.field });
}

export function useSubmitIdentityVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdentityVerification,
    onSuccess: (state) => queryClient.setQueryData(identityVerificationQueryKey, state),
  });
}
