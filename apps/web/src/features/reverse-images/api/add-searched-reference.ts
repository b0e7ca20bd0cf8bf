// "Add as reference": the searched picture sent again, this time to the reference upload
// (POST /api/references), which checks and keeps it like any other; the search itself kept nothing.
import { errorResponseSchema, referenceRoutes, referenceUploadSchema } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, postForm } from "@/lib/api-client";

/** The id of the reference the picture became. */
export async function addSearchedReference(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  const { response, payload } = await postForm(referenceRoutes.upload, form);
  const kept = referenceUploadSchema.safeParse(payload);
  if (response.ok && kept.success && kept.data.references[0]) return kept.data.references[0].id;
  const refused = errorResponseSchema.safeParse(payload);
  if (refused.success) throw new ApiError({ ...refused.data.error, status: response.status });
  throw new ApiError({ code: `HTTP_${response.status}`, message: response.statusText, status: response.status });
}

export function useAddSearchedReference() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSearchedReference, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["references"] }) });
}
