// POST /api/appeals (multipart: email, explanation, and each file as `evidence`). A refusal comes
// back as an ApiError with the server's translated message; a refused file is named in `fileName`.
import { appealRoutes, errorResponseSchema, myAppealSchema } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, postForm } from "@/lib/api-client";
import { myAppealQueryKey } from "./my-appeal";

export class AppealRefusal extends ApiError {
  readonly fileName: string | null;
  constructor(options: { code: string; message: string; status: number; fileName?: unknown }) {
    super(options);
    this.fileName = typeof options.fileName === "string" ? options.fileName : null;
  }
}

export interface AppealSubmission {
  email: string;
  explanation: string;
  evidence: File[];
}

export async function submitAppeal({ email, explanation, evidence }: AppealSubmission) {
  const form = new FormData();
  form.append("email", email);
  form.append("explanation", explanation);
  for (const file of evidence) form.append("evidence", file, file.name);
  const { response, payload } = await postForm(appealRoutes.submit, form);
  const sent = myAppealSchema.safeParse(payload);
  if (response.ok && sent.success) return sent.data;
  const refused = errorResponseSchema.safeParse(payload);
  if (!refused.success) throw new AppealRefusal({ code: `HTTP_${response.status}`, message: response.statusText, status: response.status });
  const { code, message, details } = refused.data.error;
  throw new AppealRefusal({ code, message, status: response.status, fileName: details?.fileName });
}

export function useSubmitAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAppeal,
    onSuccess: (appeal) => queryClient.setQueryData(myAppealQueryKey, { appeal }),
  });
}
