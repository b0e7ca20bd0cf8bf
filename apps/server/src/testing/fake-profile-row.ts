// A candidate fake profile of `userId` as a check would keep it (issue 18), for tests that need one
// without running a check on the sandbox.
import { type Database, fakeProfiles } from "@unleak/db";

export async function insertFakeProfile(db: Database, userId: string, url = "https://snapgram.example/u/n0vaqu1ll"): Promise<string> {
  const [row] = await db
    .insert(fakeProfiles)
    .values({
      userId,
      siteId: "snapgram",
      siteName: "Snapgram",
      url,
      handle: "n0vaqu1ll",
      displayName: "Nova Quill",
      bio: "",
      links: [],
      score: 0.8,
      reasons: [{ code: "display_name", weight: 0.3, params: { name: "Nova Quill" } }],
      evidence: { url, fetchedAt: new Date().toISOString(), httpStatus: 200, foundBy: "username", avatarUrl: null, pictures: [] },
      firstSeenAt: new Date(),
      lastSeenAt: new Date(),
    })
    .returning({ id: fakeProfiles.id });
  return row!.id;
}
