// The embedded sandbox web keeps its port across restarts of one data folder, so the leaks a
// creator already has are found again under the same addresses instead of being stored twice.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { instantScanRoutes } from "@unleak/contracts";
import { leaks } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./testing/answers";
import { waitForScan } from "./testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer, testPassword } from "./testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the embedded sandbox across restarts, on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("listens on the same port, so a rescan finds the same leak URLs and stores none twice", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-sandbox-port-"));
    const scanOnce = async (signIn: (server: TestServer) => Promise<[TestBrowser, string]>) => {
      // No SANDBOX_PORT: each runtime starts its own sandbox, as `npm start` does.
      const server = await startTestServer(database, { DATA_DIR: dataDir });
      try {
        const [creator, creatorId] = await signIn(server);
        const { scanId } = await answerOf(instantScanRoutes.start, await creator.request("/api/instant-scans", { json: { creatorName: "Nova Quill" } }), 202);
        expect((await waitForScan(creator, scanId)).status).toBe("completed");
        const rows = await server.runtime.db.select().from(leaks).where(eq(leaks.userId, creatorId));
        return { creatorId, urls: rows.map((row) => row.url).sort() };
      } finally {
        await server.stop();
      }
    };

    const email = "restart-creator@example.test";
    const first = await scanOnce((server) => server.signedInBrowser(email, "Nova Quill"));
    const port = Number(readFileSync(path.join(dataDir, "sandbox-port"), "utf8"));
    expect(first.urls.length).toBeGreaterThan(0);
    expect(first.urls.every((url) => new URL(url).port === String(port))).toBe(true);

    const second = await scanOnce(async (server) => {
      const browser = server.browser();
      const response = await browser.request("/api/auth/sign-in/email", { json: { email, password: testPassword } });
      // better-auth's own answer, which has no contract of ours.
      return [browser, ((await response.json()) as { user: { id: string } }).user.id];
    });
    expect(second.creatorId).toBe(first.creatorId);
    expect(second.urls).toEqual(first.urls);
  });
});
