// Where a fake profile's evidence is kept: each matched picture as found (bucket "evidence") and the
// fetched page as text (bucket "checks"). Keys are derived from the creator and the address, so a
// later check overwrites its own files instead of leaving others behind.
import { createHash } from "node:crypto";

const digest = (userId: string, url: string) => createHash("sha256").update(`${userId}\n${url}`).digest("hex").slice(0, 40);

export function pictureKeyOf(userId: string, mediaUrl: string): string {
  return `fake-profiles/${digest(userId, mediaUrl)}.jpg`;
}

export function pageCopyKeyOf(userId: string, profileUrl: string): string {
  return `fake-profiles/${digest(userId, profileUrl)}.txt`;
}
