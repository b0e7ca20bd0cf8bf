// POST /api/references (multipart `file`): one file per request, so that each stays under the
// request limit. Every file is tried on its own: the good ones are kept and each bad one is
// reported by name with the server's translated reason (unsupported, too large, over the quota).
import { errorResponseSchema, referenceRoutes, referenceUploadSchema, type Reference, type RejectedFile, rejectedFileSchema } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { postForm } from "@/lib/api-client";
import { referencesQueryKey } from "./get-references";

/** A refused file: the server's reason, or one of the client's own (`NETWORK_ERROR`, `HTTP_<status>`). */
export type RefusedFile = Omit<RejectedFile, "code"> & { code: string };
export type UploadResult = { references: Reference[]; rejected: RefusedFile[] };

const everyRejected = z.object({ rejected: z.array(rejectedFileSchema) });

export async function uploadReference({ file }: { file: File }): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  let sent: Awaited<ReturnType<typeof postForm>>;
  try {
    sent = await postForm(referenceRoutes.upload, form);
  } catch {
    return { references: [], rejected: [{ fileName: file.name, code: "NETWORK_ERROR", message: "" }] };
  }
  const { response, payload } = sent;
  const kept = referenceUploadSchema.safeParse(payload);
  if (response.ok && kept.success) return kept.data;
  const refused = errorResponseSchema.safeParse(payload);
  if (!refused.success) return { references: [], rejected: [{ fileName: file.name, code: `HTTP_${response.status}`, message: "" }] };
  const { code, message, details } = refused.data.error;
  const listed = everyRejected.safeParse(details);
  return { references: [], rejected: listed.success ? listed.data.rejected : [{ fileName: file.name, code, message }] };
}

/** Uploads the files one after another; the answer counts the references added and lists the files refused. */
export function useUploadReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files }: { files: File[] }) => {
      let added = 0;
      const rejected: RefusedFile[] = [];
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
