// One reference video's resumable upload (tus 1.0, ADR 031) to /api/uploads/videos: retried
// through a dropped connection, paused and resumed from the stored offset, and picked up again
// after a reload from the upload URL tus-js-client keeps for the file's fingerprint.
import { type DetailedError, Upload, type UploadOptions } from "tus-js-client";

export const VIDEO_UPLOAD_ENDPOINT = "/api/uploads/videos";
/** Waits between retries of a failed request (ms): about a minute of a dropped connection is ridden out. */
export const VIDEO_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];
/** Bytes per PATCH: each is one encrypted part on the server, so a retry re-sends at most this much. */
export const VIDEO_CHUNK_BYTES = 16 * 1024 * 1024;

const videoExtensions = /\.(mp4|m4v|mov|webm|mkv|avi)$/i;

/** A video goes through the resumable upload; everything else is a picture for POST /references. */
export const isVideoFile = (file: File) => file.type.startsWith("video/") || videoExtensions.test(file.name);

/** Why an upload stopped: the server's refusal (its translated message), or the connection. */
export type VideoUploadFailure = { kind: "refused"; status: number; message: string | null } | { kind: "connection" };

export type VideoUploadHandlers = {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** A request failed and is tried again (the connection dropped or the server hiccuped). */
  onRetry: () => void;
  onSuccess: () => void;
  onError: (failure: VideoUploadFailure) => void;
};

/** tus-js-client's transport, file reading and resume storage: the browser's XMLHttpRequest, Blob slices and localStorage unless given (tests give their own). */
export type VideoTransport = Pick<UploadOptions, "httpStack" | "fileReader" | "fingerprint" | "urlStorage" | "retryDelays">;

export type VideoUploadOptions = VideoUploadHandlers & VideoTransport & { file: File; language: string };

export type VideoUploadControl = { pause: () => void; resume: () => void };

function serverMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === "string" && parsed.error.message ? parsed.error.message : null;
  } catch {
    return null;
  }
}

export function failureOf(error: Error | DetailedError): VideoUploadFailure {
  const response = "originalResponse" in error ? error.originalResponse : null;
  if (!response || response.getStatus() === 0) return { kind: "connection" };
  return { kind: "refused", status: response.getStatus(), message: serverMessage(response.getBody()) };
}

/** tus-js-client's own rule (a network error, 5xx, 409, 423), except that being offline does not end the upload early. */
function retriable(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status < 400 || status >= 500 || status === 409 || status === 423;
}

/** Starts the upload (resuming an earlier one of the same file when one is stored) and returns its pause and resume. */
export function startVideoUpload({ file, language, httpStack, fileReader, fingerprint, urlStorage, retryDelays = VIDEO_RETRY_DELAYS, ...handlers }: VideoUploadOptions): VideoUploadControl {
  const upload = new Upload(file, {
    endpoint: VIDEO_UPLOAD_ENDPOINT,
    metadata: { filename: file.name, filetype: file.type || "application/octet-stream" },
    headers: { "Accept-Language": language },
    chunkSize: VIDEO_CHUNK_BYTES,
    retryDelays,
    removeFingerprintOnSuccess: true,
    ...(httpStack ? { httpStack } : {}),
    ...(fileReader ? { fileReader } : {}),
    ...(fingerprint ? { fingerprint } : {}),
    ...(urlStorage ? { urlStorage } : {}),
    // The session cookie goes with every request (credentials: include).
    onBeforeRequest: (request) => {
      const transport: unknown = request.getUnderlyingObject();
      if (transport && typeof transport === "object" && "withCredentials" in transport) (transport as XMLHttpRequest).withCredentials = true;
    },
    onShouldRetry: (error) => {
      const again = retriable(error);
      if (again) handlers.onRetry();
      return again;
    },
    onProgress: handlers.onProgress,
    onSuccess: () => handlers.onSuccess(),
    onError: (error) => handlers.onError(failureOf(error)),
  });

  const begin = () => {
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      })
      .catch(() => undefined)
      .finally(() => upload.start());
  };
  begin();

  return {
    pause: () => void upload.abort(false),
    // Once created, start() asks the server for its offset (HEAD) and sends only the rest.
    resume: () => (upload.url ? upload.start() : begin()),
  };
}
