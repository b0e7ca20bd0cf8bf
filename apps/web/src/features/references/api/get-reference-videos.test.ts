import type { Query } from "@tanstack/react-query";
import type { ReferenceVideoList } from "@unleak/contracts";
import { describe, expect, it } from "vitest";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { referenceVideo } from "../testing/fixtures";
import { getReferenceVideosQueryOptions, VIDEO_PROGRESS_POLL_MS } from "./get-reference-videos";

const intervalFor = (data: ReferenceVideoList | undefined) => {
  const { refetchInterval } = getReferenceVideosQueryOptions();
  if (typeof refetchInterval !== "function") throw new Error("the interval depends on the videos");
  return refetchInterval({ state: { data } } as Query<ReferenceVideoList, Error, ReferenceVideoList, readonly ["reference-videos"]>);
};

describe("the reference video list's refresh", () => {
  it("polls every second while a video is uploading or processing", () => {
    expect(VIDEO_PROGRESS_POLL_MS).toBe(1000);
    expect(intervalFor({ videos: [referenceVideo(1), referenceVideo(2, { status: "processing", progress: 10 })] })).toBe(VIDEO_PROGRESS_POLL_MS);
    expect(intervalFor({ videos: [referenceVideo(1, { status: "uploading" })] })).toBe(VIDEO_PROGRESS_POLL_MS);
  });

  it("otherwise fetches again only before the frames' signed links expire", () => {
    expect(intervalFor({ videos: [referenceVideo(1), referenceVideo(2, { status: "failed", error: "No video." })] })).toBe(SIGNED_URL_REFRESH_MS);
    expect(intervalFor({ videos: [] })).toBe(SIGNED_URL_REFRESH_MS);
    expect(intervalFor(undefined)).toBe(SIGNED_URL_REFRESH_MS);
  });
});
