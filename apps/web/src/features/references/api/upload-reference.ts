// POST /api/references (multipart `file`): one file per request, so that each stays under the
// request limit. Every file is tried on its own: the good ones are kept and each bad one is
// reported by name with the server's translated reason (unsupported, too large, over the quota).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentLanguage } from "@/lib/i18n";
import { type Reference, referencesQueryKey } from "./get-references";

export type RejectedFile = { fileName: string; code: string; message: string };
export type UploadResult = { references: Reference[]; rejected: RejectedFile[] };

type UploadAnswer = { references?: Reference[]; rejected?: RejectedFile[]; error?: { code: string; message: string; details?: { rejected?: RejectedFile[] } } };

export async function uploadReference({ file }: { file: File }): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch("/api/references", { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json", "Accept-Language": currentLanguage() } });
  } catch {
    return { references: [], rejected: [{ fileName: file.name, code: "NETWORK_ERROR", message: "" }] };
  }
  const payload = (await response.json().catch(() => null)) as UploadAnswer | null;
  if (response.ok && payload?.references) return { references: payload.references, rejected: payload.rejected ?? [] };
  const rejected = payload?.error?.details?.rejected ?? [{ fileName: file.name, code: payload?.error?.code ?? `HTTP_${response.status}`, message: payload?.error?.message ?? "" }];
  return { references: [], rejected };
}

/** Uploads the files one after another; the answer counts the references added and lists the files refused. */
export function useUploadReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files }: { files: File[] }) => {
      let added = 0;
      const rejected: RejectedFile[] = [];
      try {
        for (const file of files) {
          const result = await uploadReference({ file });
          added += result.references.length;
          rejected.push(...result.rejected);
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: referencesQueryKey });
      }
      return { added, rejected };
    },
  });
}
