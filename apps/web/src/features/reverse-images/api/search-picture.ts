// POST /api/reverse-image-searches (multipart `file`) or /by-url: where a picture appears. The
// server refuses with a translated message (too large, not a picture, an address it will not
// fetch, a visitor's searches used up), which the page shows as it is.
import { errorResponseSchema, reverseImageRoutes, type ReverseImageSearch, reverseImageSearchSchema } from "@unleak/contracts";
import { useMutation } from "@tanstack/react-query";
import { ApiError, callApi, postForm } from "@/lib/api-client";

/** What to search: a picture chosen on this device, or the address of one on the web. */
export type PictureQuery = { kind: "file"; file: File } | { kind: "url"; imageUrl: string };

export async function searchPicture(query: PictureQuery): Promise<ReverseImageSearch> {
  if (query.kind === "url") return callApi(reverseImageRoutes.searchUrl, { body: { imageUrl: query.imageUrl } });
  const form = new FormData();
  form.append("file", query.file, query.file.name);
  const { response, payload } = await postForm(reverseImageRoutes.searchUpload, form);
  const found = reverseImageSearchSchema.safeParse(payload);
  if (response.ok && found.success) return found.data;
  const refused = errorResponseSchema.safeParse(payload);
  if (refused.success) throw new ApiError({ ...refused.data.error, status: response.status });
  throw new ApiError({ code: `HTTP_${response.status}`, message: response.statusText, status: response.status });
}

export function useSearchPicture() {
  return useMutation({ mutationFn: searchPicture });
}
