// The storage's behaviour on an S3-compatible server (ADR 045): s3rver, started on a random port of
// 127.0.0.1 over a temporary folder, stands in for S3.
import { randomBytes } from "node:crypto";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3 } from "../testing/local-s3";
import { describeFileStorage } from "./file-storage.suite";
import { createS3FileStorage, s3ClientOf, type S3Settings } from "./s3-file-storage";

let server: Awaited<ReturnType<typeof startLocalS3>>;
let settings: S3Settings;

beforeAll(async () => {
  server = await startLocalS3();
  settings = server.settings;
});

let places = 0;
describeFileStorage("an S3-compatible server", async () => {
  // Each test in its own folder of the one bucket, as S3_PREFIX gives.
  const prefix = `test-${(places += 1)}/`;
  const client = s3ClientOf(settings);
  const Bucket = settings.bucket;
  return {
    open: (keys) => createS3FileStorage({ settings: { ...settings, prefix }, client, secret: "s3cret", keys }),
    raw: {
      read: async (storedPath) => Buffer.from((await (await client.send(new GetObjectCommand({ Bucket, Key: prefix + storedPath }))).Body!.transformToByteArray())),
      write: async (storedPath, bytes) => void (await client.send(new PutObjectCommand({ Bucket, Key: prefix + storedPath, Body: bytes }))),
      list: async (folder) => ((await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix + folder }))).Contents ?? []).map((object) => object.Key!.slice(prefix.length)),
    },
  };
});

describe("an S3 storage that cannot be reached", () => {
  it("fails its ping when the bucket is gone, and when the server is", async () => {
    const keys = { current: randomBytes(32) };
    await createS3FileStorage({ settings, secret: "s", keys }).ping();
    await expect(createS3FileStorage({ settings: { ...settings, bucket: "no-such-bucket" }, secret: "s", keys }).ping()).rejects.toThrow(/bucket/i);
    await server.close();
    await expect(createS3FileStorage({ settings, secret: "s", keys }).ping()).rejects.toThrow();
  });
});

afterAll(async () => {
  await server.close().catch(() => undefined);
});
