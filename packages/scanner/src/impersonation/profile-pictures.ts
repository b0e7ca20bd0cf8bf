// A found profile's avatar and first posts, fetched (pictures only, within the fetcher's byte
// caps) and matched against the creator's reference pictures.
import type { Fetcher } from "../fetch/types";
import type { ReferenceSet } from "../image-match/reference-types";
import type { FoundProfile, ProfilePicture } from "./types";

export const MAX_POSTS_MATCHED = 6;

export async function matchProfilePictures(profile: FoundProfile, references: ReferenceSet | null, fetcher: Fetcher, signal?: AbortSignal): Promise<ProfilePicture[]> {
  if (!references || references.size === 0) return [];
  const wanted: Array<{ role: ProfilePicture["role"]; mediaUrl: string }> = [
    ...(profile.avatarUrl ? [{ role: "avatar" as const, mediaUrl: profile.avatarUrl }] : []),
    ...profile.postUrls.slice(0, MAX_POSTS_MATCHED).map((mediaUrl) => ({ role: "post" as const, mediaUrl })),
  ];
  const matched = await Promise.all(
    wanted.map(async ({ role, mediaUrl }): Promise<ProfilePicture | null> => {
      signal?.throwIfAborted();
      const bytes = await fetchPicture(fetcher, mediaUrl);
      if (!bytes) return null;
      try {
        const result = await references.match(bytes);
        if (result.referenceId === null || result.distance === null || result.quality === null) return null;
        return { role, mediaUrl, referenceId: result.referenceId, distance: result.distance, quality: result.quality, bytes };
      } catch {
        // Not a picture the decoder reads: nothing to match.
        return null;
      }
    }),
  );
  return matched.filter((picture): picture is ProfilePicture => picture !== null);
}

async function fetchPicture(fetcher: Fetcher, url: string): Promise<Buffer | null> {
  try {
    const response = await fetcher.fetch(url);
    const type = response.headers["content-type"] ?? "";
    return response.status === 200 && type.startsWith("image/") ? response.body : null;
  } catch {
    return null;
  }
}
