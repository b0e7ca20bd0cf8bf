// POST /api/references (multipart `file`): one picture or video per request; the server's
// translated message is kept for the error shown (unsupported, too large, missing).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { currentLanguage } from "@/lib/i18n";
import { type Reference, referencesQueryKey } from "./get-references";

export async function uploadReference({ file }: { file: File }): Promise<{ references: Reference[] }> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch("/api/references", { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json", "Accept-Language": currentLanguage() } });
  } catch (cause) {
    throw new ApiError({ code: "NETWORK_ERROR", message: String(cause), status: 0 });
  }
  const payload = (await response.json().catch(() => null)) as { references?: Reference[]; error?: { code: string; message: string } } | null;
  if (!response.ok || !payload?.references) {
    throw new ApiError({ code: payload?.error?.code ?? `HTTP_${response.status}`, message: payload?.error?.message ?? response.statusText, status: response.status });
  }
  return { references: payload.references };
}

/** Uploads the files one after another; the answer counts the references added. */
export function useUploadReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files }: { files: File[] }) => {
      let added = 0;
      try {
        for (const file of files) added += (await uploadReference({ file })).references.length;
      } finally {
        await queryClient.invalidateQueries({ queryKey: referencesQueryKey });
      }
      return { added };
    },
  });
}
