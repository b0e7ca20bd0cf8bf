// Where the shipped photos live (assets/creator and assets/other).
import { fileURLToPath } from "node:url";
import { join } from "node:path";

export const ASSETS_DIR = fileURLToPath(new URL("../../assets/", import.meta.url));

export function assetPath(set: "creator" | "other", asset: string): string {
  return join(ASSETS_DIR, set, `${asset}.jpg`);
}
