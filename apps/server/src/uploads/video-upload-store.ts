// The tus data store of reference videos (ADR 031): each PATCH body is streamed into one encrypted
// part (never plaintext on disk, never whole in memory), a broken-off request keeps what it brought
// (the client resumes from HEAD's offset), and the first bytes must be a video's.
import type { Readable } from "node:stream";
import { AppError, type FileStorage } from "@unleak/core";
import { deleteReferenceVideo } from "@unleak/core/references/delete-reference-video";
import { assertVideoContent, recordVideoBytes } from "@unleak/core/references/video-uploads";
import { type Database, referenceVideos } from "@unleak/db";
import { DataStore, ERRORS, Upload } from "@tus/utils";
import { eq } from "drizzle-orm";

/** Enough of the start of a file to tell a video by its content. */
const SNIFF_BYTES = 64;

export class VideoUploadStore extends DataStore {
  /**
   * Writes still sealing their part. tus answers a broken-off PATCH (and releases its lock) as soon as
   * the request fails, while the part it brought is still being sealed: the next request waits for it.
   */
  private readonly sealing = new Map<string, Promise<unknown>>();

  constructor(private readonly services: { db: Database; storage: FileStorage }) {
    super();
    // No deferred length: the plan's limit is checked against the declared size before any byte.
    this.extensions = ["creation", "termination"];
  }

  /** The video's row is created by the server's onUploadCreate, where the caller is known. */
  override async create(upload: Upload): Promise<Upload> {
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    await this.sealing.get(id);
    const row = await this.videoOf(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    const offset = row.status === "uploading" ? await this.services.storage.uploads.received(id) : row.bytes;
    return new Upload({ id, size: row.bytes, offset, metadata: row.sourceName ? { filename: row.sourceName } : {}, creation_date: row.createdAt.toISOString() });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const writing = this.writePart(stream, id, offset);
    const sealed = writing.catch(() => undefined).finally(() => this.sealing.get(id) === sealed && this.sealing.delete(id));
    this.sealing.set(id, sealed);
    return writing;
  }

  private async writePart(stream: Readable, id: string, offset: number): Promise<number> {
    const { db, storage } = this.services;
    const appended = await storage.uploads.append(id, offset, offset === 0 ? onlyVideo(stream) : stream);
    if (appended.failure instanceof AppError) {
      await this.discard(id); // not a video: nothing of it is kept
      throw appended.failure;
    }
    await recordVideoBytes({ db, uploadKey: id, receivedBytes: appended.offset });
    if (appended.failure) throw appended.failure;
    return appended.offset;
  }

  /** The server checked that the caller owns the upload; it is deleted as its owner would. */
  override async remove(id: string): Promise<void> {
    await this.sealing.get(id);
    await this.discard(id);
  }

  private async discard(id: string): Promise<void> {
    const row = await this.videoOf(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    await deleteReferenceVideo({ ...this.services, actor: { kind: "creator", userId: row.userId }, video: { uploadKey: id } });
  }

  private async videoOf(uploadKey: string) {
    const [row] = await this.services.db.select().from(referenceVideos).where(eq(referenceVideos.uploadKey, uploadKey));
    return row;
  }
}

/** Passes the body on once its first bytes show a video; anything else fails with UNSUPPORTED_MEDIA before a byte is stored. */
async function* onlyVideo(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const head: Buffer[] = [];
  let headBytes = 0;
  let checked = false;
  for await (const chunk of source) {
    if (checked) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headBytes += chunk.length;
    if (headBytes < SNIFF_BYTES) continue;
    assertVideoContent(Buffer.concat(head));
    checked = true;
    yield* head;
  }
  if (!checked && headBytes > 0) {
    assertVideoContent(Buffer.concat(head));
    yield* head;
  }
}
