// What a scan searches follows the plan (spec §9): Starter one creator name and one username, the
// other tiers all of them; her official accounts are excluded whatever the plan searches.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { officialLinks, profiles, stageNames, user } from "@unleak/db";
import { testDatabaseKinds } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createFileStorage } from "../storage/file-storage";
import { creatorSiteCoverage, loadCreatorSubject, siteCoverageOf } from "./creator-subject";

const kinds = await testDatabaseKinds();

describe.each(kinds)("a creator's scan subject on $kind", ({ create }) => {
  it("searches one name and one username on Starter, all of them on Creator Pro, and excludes every official account", async () => {
    const test = await create();
    try {
      const { db } = test.handle;
      const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-subject-")), secret: "s", keys: { current: randomBytes(32) } });
      await db.insert(user).values({ id: "subject-user", name: "Jane Doe", email: "subject@example.test" });
      await db.insert(profiles).values({ id: "subject-user", email: "subject@example.test", subscriptionTier: "basic" });
      await db.insert(stageNames).values([
        { userId: "subject-user", name: "Nova Quill", createdAt: new Date("2026-01-01T00:00:00Z") },
        { userId: "subject-user", name: "Quill Nova", createdAt: new Date("2026-01-02T00:00:00Z") },
      ]);
      await db.insert(officialLinks).values([
        { userId: "subject-user", platform: "onlyfans", url: "https://onlyfans.com/novaquill", createdAt: new Date("2026-01-01T00:00:00Z") },
        { userId: "subject-user", platform: "instagram", url: "https://instagram.com/nova.quill", createdAt: new Date("2026-01-02T00:00:00Z") },
      ]);

      const starter = await loadCreatorSubject({ db, storage, userId: "subject-user" });
      expect(starter.names).toEqual(["Nova Quill"]);
      expect(starter.usernames).toEqual(["novaquill"]);
      expect(starter.officialUrls).toEqual(["https://onlyfans.com/novaquill", "https://instagram.com/nova.quill"]);

      await db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, "subject-user"));
      const pro = await loadCreatorSubject({ db, storage, userId: "subject-user" });
      expect(pro.names).toEqual(["Nova Quill", "Quill Nova", "Jane Doe"]);
      expect(pro.usernames).toEqual(["novaquill", "nova.quill"]);
      expect(pro.officialUrls).toHaveLength(2);
      // Creator Pro covers the registry up to its long tail; Starter and the free account the top and full sets.
      expect(await creatorSiteCoverage(db, "subject-user")).toBe("continuous");
      expect(["standard", "basic", null].map(siteCoverageOf)).toEqual(["full", "full", "full"]);
      expect(["pro", "elite", "top", "admin"].map(siteCoverageOf)).toEqual(["continuous", "continuous", "continuous", "continuous"]);
    } finally {
      await test.dispose();
    }
  });
});
