// The videos this page is uploading: each one's bytes sent, paused or reconnecting, and why it
// stopped. A finished upload leaves the list once the server lists it (processing, then ready).
import type { ReferenceQuota } from "@unleak/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { refreshReferenceMedia } from "../api/get-reference-videos";
import { fitsPlan, videoTooLargeMessage } from "./video-limits";
import { startVideoUpload, type VideoTransport, type VideoUploadControl, type VideoUploadFailure } from "./video-upload";

export type VideoUploadPhase = "uploading" | "reconnecting" | "paused" | "interrupted" | "failed";

export type VideoUploadState = { key: string; fileName: string; bytes: number; bytesSent: number; phase: VideoUploadPhase; error: string | null };

let nextKey = 0;

export function useVideoUploads(quota: ReferenceQuota | undefined, transport: VideoTransport = {}) {
  const { t, i18n } = useTranslation("scans");
  const { t: tErrors } = useTranslation("errors");
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<VideoUploadState[]>([]);
  const controls = useRef(new Map<string, VideoUploadControl>());

  const update = useCallback((key: string, change: Partial<VideoUploadState>) => setUploads((list) => list.map((each) => (each.key === key ? { ...each, ...change } : each))), []);

  const describe = useCallback(
    (failure: VideoUploadFailure): Pick<VideoUploadState, "phase" | "error"> => {
      if (failure.kind === "connection") return { phase: "interrupted", error: t("references.video.connectionLost") };
      if (failure.status === 413 && quota && !failure.message) return { phase: "failed", error: videoTooLargeMessage(tErrors, quota) };
      return { phase: "failed", error: failure.message ?? t("references.uploadFailed") };
    },
    [t, tErrors, quota],
  );

  const add = useCallback(
    (file: File) => {
      const key = `video-${(nextKey += 1)}`;
      // Refused in the browser, before a byte is sent, with the words the server would use.
      if (quota && !fitsPlan(file, quota)) {
        setUploads((list) => [...list, { key, fileName: file.name, bytes: file.size, bytesSent: 0, phase: "failed", error: videoTooLargeMessage(tErrors, quota) }]);
        return;
      }
      setUploads((list) => [...list, { key, fileName: file.name, bytes: file.size, bytesSent: 0, phase: "uploading", error: null }]);
      const control = startVideoUpload({
        ...transport,
        file,
        language: i18n.language,
        onProgress: (bytesSent) => update(key, { bytesSent, phase: "uploading", error: null }),
        onRetry: () => update(key, { phase: "reconnecting" }),
        onError: (failure) => update(key, describe(failure)),
        onSuccess: () => {
          controls.current.delete(key);
          update(key, { bytesSent: file.size });
          void refreshReferenceMedia(queryClient).then(() =>
            setUploads((list) => list.filter((each) => each.key !== key)),
          );
        },
      });
      controls.current.set(key, control);
    },
    [quota, tErrors, i18n.language, transport, update, describe, queryClient],
  );

  const pause = useCallback(
    (key: string) => {
      controls.current.get(key)?.pause();
      update(key, { phase: "paused", error: null });
    },
    [update],
  );

  const resume = useCallback(
    (key: string) => {
      update(key, { phase: "uploading", error: null });
      controls.current.get(key)?.resume();
    },
    [update],
  );

  const dismiss = useCallback((key: string) => {
    controls.current.get(key)?.pause();
    controls.current.delete(key);
    setUploads((list) => list.filter((each) => each.key !== key));
  }, []);

  // Back online: uploads the connection interrupted carry on by themselves.
  const latest = useRef(uploads);
  useEffect(() => {
    latest.current = uploads;
  }, [uploads]);
  useEffect(() => {
    const carryOn = () => latest.current.filter((each) => each.phase === "interrupted").forEach((each) => resume(each.key));
    window.addEventListener("online", carryOn);
    return () => window.removeEventListener("online", carryOn);
  }, [resume]);

  // Leaving the page stops the requests; the stored upload URL resumes them when the file is chosen again.
  useEffect(() => {
    const running = controls.current;
    return () => running.forEach((control) => control.pause());
  }, []);

  return { uploads, add, pause, resume, dismiss };
}
