// The plan's video limits in the creator's words: sizes formatted for her language, and the
// refusal of a file larger than the plan's largest upload, worded as the server words it.
import type { ReferenceQuota } from "@unleak/contracts";
import type { TFunction } from "i18next";

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** "2 GB", "750 MB", "1.5 GB": gigabytes from one up, megabytes below. */
export function formatBytes(bytes: number, language: string): string {
  const [unit, size] = bytes >= GB ? (["gigabyte", bytes / GB] as const) : (["megabyte", bytes / MB] as const);
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(size);
}

/** The server's FILE_TOO_LARGE message for the plan's largest video upload (refused before any byte is sent). */
export function videoTooLargeMessage(t: TFunction<"errors">, quota: ReferenceQuota): string {
  return t("FILE_TOO_LARGE", { megabytes: Math.floor(quota.videos.maxUploadBytes / MB) });
}

export const fitsPlan = (file: File, quota: ReferenceQuota) => file.size <= quota.videos.maxUploadBytes;
