// The product on S3 storage (ADR 045): a reference uploaded through the real route lands in the
// bucket encrypted, and its signed URL is served by our server, which decrypts it. s3rver, on a
// random port of 127.0.0.1 over a temporary folder, stands in for S3.
import { existsSync } from "node:fs";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { referenceRoutes as routes } from "@unleak/contracts";
import { s3ClientOf, type S3Settings } from "@unleak/core";
import { startLocalS3 } from "@unleak/core/testing/local-s3";
import { referenceMedia } from "@unleak/db";
import { createPgliteTestDatabase, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestServer } from "../testing/test-server";

describe("files on S3-compatible storage", () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let settings: S3Settings;
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startLocalS3();
    settings = { ...s3.settings, prefix: "prod/" };
    database = await createPgliteTestDatabase();
    server = await startTestServer(database, {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "prod",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    await s3?.close();
  });

  it("keeps an uploaded reference encrypted in the bucket and serves it through its signed URL", async () => {
    const [bob] = await server.signedInBrowser("bob-s3@example.test");
    const jpeg = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 200, b: 90 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "private.jpg");
    const [reference] = (await answerOf(routes.upload, await bob.request("/api/references", { method: "POST", body: form }), 201)).references;
    const [row] = await server.runtime.db.select().from(referenceMedia).where(eq(referenceMedia.id, reference.id));

    const object = await s3ClientOf(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: `prod/references/${row.storageKey}` }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(stored.subarray(0, 4).toString("latin1")).toBe("ULE1");
    expect(stored.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(existsSync(path.join(server.runtime.config.storageDir, "references"))).toBe(false);

    const served = await bob.request(reference.url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(bytes).metadata()).width).toBe(96);

    // The link is ours: a forged signature is refused before S3 is asked.
    const forged = reference.url.replace(/signature=[^&]+/, "signature=forged");
    expect((await server.browser().request(forged)).status).toBe(403);
    await server.runtime.storage.ping();
  });
});
