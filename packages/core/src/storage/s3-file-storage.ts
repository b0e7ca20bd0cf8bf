// The file storage on an S3-compatible object store (ADR 045): one bucket, our buckets as folders
// under an optional prefix, resumable uploads' parts under `uploads/`. The bytes are the ones the
// local disk would hold: private files are encrypted before they leave the process (ADR 018), and
// links stay our server's signed URLs. Everything streams; a video is never held whole.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { countBytes, decrypting, decryptingFrom, parseHeader, storedRange } from "./encrypted-stream";
import { decryptFile, encryptedWith, type FileKeyring, fileKeyId, HEADER_BYTES, isEncrypted, KEY_HEADER_BYTES, sealing } from "./file-encryption";
import { type Bucket, bucketPolicy, buckets, createFileStorage, type FileStorage, PING_FOLDER, signedLinks, storedPath } from "./file-storage";
import { contiguousParts, partName, receivedBytes, type UploadParts, uploadFolder } from "./upload-parts";

export interface S3Settings {
  bucket: string;
  /** For S3-compatible services; AWS itself when absent. */
  endpoint?: string | null;
  region: string;
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  forcePathStyle?: boolean;
  /** Folder inside the bucket, e.g. `unleak/`; empty for the bucket's root. */
  prefix?: string;
}

/** Multipart parts of 8 MiB, four in flight: at most ~32 MiB of a streamed file in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PING_TIMEOUT_MS = 5000;

export function s3ClientOf(settings: S3Settings): S3Client {
  const config: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle ?? false };
  if (settings.endpoint) {
    config.endpoint = settings.endpoint;
    // Many S3-compatible services do not know the newer default checksums; the cipher's tag already guards private files.
    config.requestChecksumCalculation = "WHEN_REQUIRED";
    config.responseChecksumValidation = "WHEN_REQUIRED";
  }
  if (settings.accessKeyId && settings.secretAccessKey) config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  return new S3Client(config);
}

const isMissing = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3FileStorage({ settings, client = s3ClientOf(settings), secret, keys, urlPrefix = "/files" }: { settings: S3Settings; client?: S3Client; secret: string; keys: FileKeyring; urlPrefix?: string }): FileStorage {
  const Bucket = settings.bucket;
  const prefix = settings.prefix ?? "";
  const objectOf = (bucket: Bucket, key: string) => prefix + storedPath(bucket, key);

  /** Streams `body` into the object (multipart when large); the object appears only once complete. */
  async function write(Key: string, body: Buffer | AsyncIterable<Buffer | Uint8Array>): Promise<void> {
    const Body = Buffer.isBuffer(body) ? body : body instanceof Readable ? body : Readable.from(body, { objectMode: false });
    await new Upload({ client, params: { Bucket, Key, Body }, partSize: PART_BYTES, queueSize: 4 }).done();
  }

  /** The object's bytes (or a range of them) as a stream, with its whole size; null when there is none. */
  async function read(Key: string, range?: { from: number; to: number }): Promise<{ body: Readable; storedBytes: number } | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.from}-${range.to}` } : {}) }));
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? "")?.[1];
      return { body: answer.Body as Readable, storedBytes: total ? Number(total) : (answer.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function readWhole(Key: string): Promise<Buffer | null> {
    const object = await read(Key);
    return object ? Buffer.concat(await object.body.toArray()) : null;
  }

  async function head(Key: string): Promise<number | null> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function* list(Prefix: string): AsyncGenerator<{ key: string; storedBytes: number; modified: Date | null }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, storedBytes: object.Size ?? 0, modified: object.LastModified ?? null };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  const remove = async (Key: string) => void (await client.send(new DeleteObjectCommand({ Bucket, Key })));

  /** The key, IV and plaintext size of an encrypted object, from its first bytes; throws when there is none. */
  async function headerOf(Key: string) {
    const object = await read(Key, { from: 0, to: HEADER_BYTES - 1 });
    if (!object) throw Object.assign(new Error(`no stored object ${Key}`), { code: "ENOENT" });
    return parseHeader(Buffer.concat(await object.body.toArray()), object.storedBytes, keys);
  }

  async function decryptedStream(Key: string): Promise<Readable> {
    const object = await read(Key);
    if (!object) throw Object.assign(new Error(`no stored object ${Key}`), { code: "ENOENT" });
    return Readable.from(decrypting(object.body, keys), { objectMode: false });
  }

  const uploads: UploadParts = {
    async append(uploadKey, offset, source) {
      const Key = `${prefix}${uploadFolder(uploadKey)}/${partName(offset)}`;
      // A request that brings nothing leaves nothing: the part starts only with its first bytes.
      const iterator = source[Symbol.asyncIterator]();
      let first: IteratorResult<Buffer | Uint8Array>;
      try {
        first = await iterator.next();
      } catch (failure) {
        return { offset, failure };
      }
      if (first.done) return { offset, failure: null };
      const rest = (async function* () {
        yield first.value;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      })();
      const { stream, outcome } = sealing(rest, keys.current, { keepOnFailure: true });
      await write(Key, stream);
      return { offset: offset + outcome.bytes, failure: outcome.failure };
    },
    async received(uploadKey) {
      return receivedBytes(await partsOf(uploadKey));
    },
    read(uploadKey) {
      return Readable.from(
        (async function* () {
          for (const part of await partsOf(uploadKey)) yield* await decryptedStream(part.key);
        })(),
        { objectMode: false },
      );
    },
    async remove(uploadKey) {
      for await (const part of list(`${prefix}${uploadFolder(uploadKey)}/`)) await remove(part.key);
    },
    async lastWritten(uploadKey) {
      let newest = 0;
      for await (const part of list(`${prefix}${uploadFolder(uploadKey)}/`)) newest = Math.max(newest, part.modified?.getTime() ?? 0);
      return newest > 0 ? new Date(newest) : null;
    },
  };

  async function partsOf(uploadKey: string) {
    const folder = `${prefix}${uploadFolder(uploadKey)}/`;
    const stored = [];
    for await (const part of list(folder)) stored.push({ ...part, name: part.key.slice(folder.length) });
    return contiguousParts(stored);
  }

  return {
    async put(bucket, key, data) {
      await write(objectOf(bucket, key), bucketPolicy[bucket].encrypted ? sealing(data, keys.current).stream : data);
    },
    async get(bucket, key) {
      const stored = await readWhole(objectOf(bucket, key));
      return stored && bucketPolicy[bucket].encrypted ? decryptFile(stored, keys) : stored;
    },
    async exists(bucket, key) {
      return (await head(objectOf(bucket, key))) !== null;
    },
    async size(bucket, key) {
      return head(objectOf(bucket, key));
    },
    async remove(bucket, key) {
      await remove(objectOf(bucket, key));
    },
    ...signedLinks(secret, urlPrefix),
    async readRange(bucket, key, start, end) {
      if (!bucketPolicy[bucket].encrypted) throw new Error(`${bucket} is not an encrypted bucket`);
      const Key = objectOf(bucket, key);
      const header = await headerOf(Key);
      const range = storedRange(header.size, start, end);
      const object = range ? await read(Key, range) : null;
      return { size: header.size, stream: object && range ? decryptingFrom(object.body, header, range.start) : Readable.from([]) };
    },
    async verifyIntegrity(bucket, key) {
      return countBytes(await decryptedStream(objectOf(bucket, key)));
    },
    uploads,
    async encryptAtRest() {
      const currentId = fileKeyId(keys.current);
      let rewritten = 0;
      for (const bucket of buckets.filter((name) => bucketPolicy[name].encrypted)) {
        for await (const { key: Key, storedBytes } of list(`${prefix}${bucket}/`)) {
          const start = storedBytes > 0 ? await read(Key, { from: 0, to: KEY_HEADER_BYTES - 1 }) : null;
          const header = start ? Buffer.concat(await start.body.toArray()) : Buffer.alloc(0);
          if (encryptedWith(header)?.equals(currentId)) continue;
          // Streamed over the same key: the new object replaces the old one only once its upload
          // completes, after the old one was read to its end (and its tag checked).
          const object = await read(Key);
          if (!object) continue;
          await write(Key, sealing(isEncrypted(header) ? decrypting(object.body, keys) : object.body, keys.current).stream);
          rewritten += 1;
        }
      }
      return rewritten;
    },
    async ping() {
      const Key = `${prefix}${PING_FOLDER}/${randomBytes(8).toString("hex")}.probe`;
      const written = randomBytes(16);
      const abortSignal = AbortSignal.timeout(PING_TIMEOUT_MS);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: written }), { abortSignal });
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }), { abortSignal });
        if (!Buffer.from((await answer.Body?.transformToByteArray()) ?? []).equals(written)) throw new Error("storage probe read back different bytes");
      } finally {
        await client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal });
      }
    },
  };
}

/** The configured storage: S3 when its settings are given, the local disk under `root` otherwise. */
export function openFileStorage({ root, s3, secret, keys }: { root: string; s3: S3Settings | null; secret: string; keys: FileKeyring }): FileStorage {
  return s3 ? createS3FileStorage({ settings: s3, secret, keys }) : createFileStorage({ root, secret, keys });
}
