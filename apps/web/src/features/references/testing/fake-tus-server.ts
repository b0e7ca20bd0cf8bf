// A tus 1.0 server in memory, given to tus-js-client as its transport (its `httpStack` option), so
// the upload's real protocol runs in jsdom: creation, PATCHes from the stored offset, HEAD on resume.
// It can refuse a creation, hold a PATCH open (to pause mid-upload) and drop the connection.
import type { FileReader, HttpRequest, HttpResponse, HttpStack, PreviousUpload, UrlStorage } from "tus-js-client";

type Stored = { length: number; offset: number; metadata: string };
type Answer = { status: number; headers?: Record<string, string>; body?: string };

const sizeOf = (body: unknown) => (body instanceof Blob ? body.size : body instanceof Uint8Array ? body.byteLength : 0);

function response({ status, headers = {}, body = "" }: Answer): HttpResponse {
  return { getStatus: () => status, getHeader: (name) => headers[name], getBody: () => body, getUnderlyingObject: () => null };
}

export function fakeTusServer() {
  const uploads = new Map<string, Stored>();
  /** Every request in order: "POST length", "HEAD offset answered", "PATCH offset sent from" ("… dropped" when the connection failed). */
  const log: string[] = [];
  const requestHeaders: Array<Record<string, string>> = [];
  let refuseCreation: Answer | null = null;
  let dropPatches = 0;
  let hold: { release: () => void } | null = null;
  let holding = false;

  function answer(method: string, url: string, headers: Record<string, string>, body: unknown): Answer {
    if (method === "POST") {
      log.push(`POST ${headers["Upload-Length"]}`);
      if (refuseCreation) return refuseCreation;
      const location = `/api/uploads/videos/upload-${uploads.size + 1}`;
      uploads.set(location, { length: Number(headers["Upload-Length"]), offset: 0, metadata: headers["Upload-Metadata"] ?? "" });
      return { status: 201, headers: { Location: location } };
    }
    const stored = uploads.get(url);
    if (!stored) return { status: 404 };
    if (method === "HEAD") {
      log.push(`HEAD ${stored.offset}`);
      return { status: 200, headers: { "Upload-Offset": String(stored.offset), "Upload-Length": String(stored.length) } };
    }
    if (Number(headers["Upload-Offset"]) !== stored.offset) return { status: 409 };
    stored.offset += sizeOf(body);
    return { status: 204, headers: { "Upload-Offset": String(stored.offset) } };
  }

  const httpStack: HttpStack = {
    getName: () => "fake-tus-server",
    createRequest(method, url): HttpRequest {
      const headers: Record<string, string> = {};
      let progress: (bytes: number) => void = () => undefined;
      let abort: () => void = () => undefined;
      const underlying = { withCredentials: false };
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => void (headers[name] = value),
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => void (progress = handler),
        getUnderlyingObject: () => underlying,
        abort: async () => abort(),
        send: (body) =>
          new Promise<HttpResponse>((resolve, reject) => {
            requestHeaders.push({ ...headers, method, withCredentials: String(underlying.withCredentials) });
            let aborted = false;
            abort = () => {
              aborted = true;
              reject(new Error("aborted"));
            };
            if (method === "PATCH" && dropPatches > 0) {
              dropPatches -= 1;
              log.push(`PATCH ${headers["Upload-Offset"]} dropped`);
              return reject(new Error("network error"));
            }
            if (method === "PATCH") log.push(`PATCH ${headers["Upload-Offset"]}`);
            if (method === "PATCH" && holding) {
              progress(Math.floor(sizeOf(body) / 2));
              hold = { release: () => void (aborted || resolve(response(answer(method, url, headers, body)))) };
              return;
            }
            queueMicrotask(() => {
              if (method === "PATCH") progress(sizeOf(body));
              resolve(response(answer(method, url, headers, body)));
            });
          }),
      };
    },
  };

  // jsdom runs tus-js-client's Node build: the browser's way of reading a File (Blob slices) and of naming it for resuming.
  const fileReader: FileReader = {
    openFile: async (file: Blob) => ({
      size: file.size,
      slice: async (start: number, end: number) => ({ value: file.slice(start, end), done: end >= file.size }),
      close: () => undefined,
    }),
  };
  const fingerprint = async (file: File) => ["fake", file.name, file.type, file.size, file.lastModified].join("-");

  // Resume storage of its own, so a test's uploads never meet another's.
  const stored = new Map<string, PreviousUpload & { fingerprint: string }>();
  const urlStorage: UrlStorage = {
    findAllUploads: async () => [...stored.values()],
    findUploadsByFingerprint: async (fingerprint) => [...stored.values()].filter((each) => each.fingerprint === fingerprint),
    removeUpload: async (key) => void stored.delete(key),
    addUpload: async (fingerprint, upload) => {
      const key = `tus::${fingerprint}::${stored.size + 1}`;
      stored.set(key, { ...upload, fingerprint, urlStorageKey: key });
      return key;
    },
  };

  return {
    transport: { httpStack, fileReader, fingerprint, urlStorage, retryDelays: [0, 0, 0] },
    uploads,
    log,
    requestHeaders,
    /** The creation is answered with this instead (a refusal). */
    refuseCreationWith: (refusal: Answer) => void (refuseCreation = refusal),
    /** The next `count` PATCHes fail as a dropped connection would. */
    dropNextPatches: (count: number) => void (dropPatches = count),
    /** PATCHes stay open (half their bytes reported sent) until released. */
    holdPatches: () => void (holding = true),
    releasePatches: () => {
      holding = false;
      hold?.release();
      hold = null;
    },
    isHolding: () => hold !== null,
  };
}
