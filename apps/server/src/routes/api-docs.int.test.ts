import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

/** Routes that are not part of our JSON API's document, each with the reason. */
const undocumented = [
  { path: /^\/api\/auth\//, why: "better-auth's own endpoints, called by its client" },
  { path: /^\/api\/openapi\.json$/, why: "the document itself" },
  { path: /^\/api\/docs/, why: "the page rendering the document" },
];

describe.each(kinds)("the API document on $kind", ({ create }) => {
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

  it("describes every route of the API, generated from the contracts", async () => {
    const response = await server.browser().request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe("3.1.0");
    const documented = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} /api${path.replaceAll(/\{([^}]+)\}/g, ":$1")}`)));
    const served = new Set(
      server.app.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/") && !route.path.endsWith("*"))
        .filter((route) => !undocumented.some((entry) => entry.path.test(route.path)))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(served.size).toBeGreaterThan(30);
    const missing = [...served].filter((route) => !documented.has(route));
    expect(missing, "routes missing from /api/openapi.json: give them a contract").toEqual([]);
  });

  it("documents answers with their schemas and the shared error shape", async () => {
    const document = (await (await server.browser().request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const profile = document.paths["/profile"]!.get!;
    expect(profile.responses["200"]!.content!["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/Profile" });
    expect(profile.responses["401"]!.content!["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/Error" });
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(["Profile", "Error"]));
  });

  it("renders the document for people from our own origin, with no inline script", async () => {
    const page = await server.browser().request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/<script>[^<]/);
    const script = await server.browser().request("/api/docs/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await server.browser().request("/api/docs/nothing-here.js")).status).toBe(404);
  });
});
