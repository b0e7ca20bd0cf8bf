// Tests only: a local S3-compatible server (s3rver) on a random port of 127.0.0.1, over a temporary
// folder, with one bucket, and the storage settings that reach it (ADR 045).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/s3-file-storage";

export async function startLocalS3(bucket = "unleak-files"): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: mkdtempSync(path.join(tmpdir(), "unleak-s3-")), configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver accepts its own fixed key pair.
    settings: { bucket, endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true },
    close: () => server.close(),
  };
}
