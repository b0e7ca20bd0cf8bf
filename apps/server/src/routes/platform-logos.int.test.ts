import { platformLogoRoutes as routes } from "@unleak/contracts";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("platform logos on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("lists only the logos that are stored, each with a link valid one hour", async () => {
    expect(await answerOf(routes.list, await server.browser().request("/api/platform-logos"), 200)).toEqual({ logos: {} });

    await server.runtime.storage.put("logos", "fansly.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await server.runtime.storage.put("logos", "not-in-catalogue.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const { logos } = await answerOf(routes.list, await server.browser().request("/api/platform-logos"), 200);
    expect(Object.keys(logos)).toEqual(["fansly.png"]);
    const expires = Number(new URL(logos["fansly.png"], "http://x").searchParams.get("expires"));
    expect(expires - Date.now() / 1000).toBeGreaterThan(3590);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
    const logo = await server.browser().request(logos["fansly.png"]);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("cache-control")).toBe("private, max-age=3600");

    const { url } = await answerOf(routes.signedUrl, await server.browser().request("/api/platform-logos/fansly.png/signed-url"), 200);
    expect(new URL(url, "http://x").pathname).toBe(new URL(logos["fansly.png"], "http://x").pathname);
    for (const key of ["not-in-catalogue.png", "onlyfans.png"]) {
      expect((await answerOf(routes.signedUrl, await server.browser().request(`/api/platform-logos/${key}/signed-url`), 404)).error.code).toBe("NOT_FOUND");
    }
  });
});
