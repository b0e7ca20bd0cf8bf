// The official-links editor's rules (spec §4/§5), shared by onboarding step 3 and the account
// page: each platform once, at most 10, usernames normalised and checked, custom URLs checked.
import {
  buildProfileUrl,
  checkCustomUrl,
  checkUsername,
  findPlatform,
  maxPlatforms,
  normalizeUsername,
  platforms,
  type Platform,
  type PlatformSelection,
} from "@unleak/contracts";

export type SelectionProblem = "invalid_characters" | "not_http";

export function isAtLimit(selections: PlatformSelection[]): boolean {
  return selections.length >= maxPlatforms;
}

export function isSelected(selections: PlatformSelection[], platformId: string): boolean {
  return selections.some((selection) => selection.platformId === platformId);
}

export function addPlatform(selections: PlatformSelection[], platformId: string): PlatformSelection[] {
  if (isAtLimit(selections) || isSelected(selections, platformId) || !findPlatform(platformId)) return selections;
  return [...selections, { platformId, username: "" }];
}

export function removePlatform(selections: PlatformSelection[], platformId: string): PlatformSelection[] {
  return selections.filter((selection) => selection.platformId !== platformId);
}

/** Usernames are normalised as they are typed; a custom platform keeps the URL as entered. */
export function setUsername(selections: PlatformSelection[], platformId: string, raw: string): PlatformSelection[] {
  const manual = findPlatform(platformId)?.manualUrl === true;
  return selections.map((selection) =>
    selection.platformId === platformId ? { platformId, username: manual ? raw : normalizeUsername(raw) } : selection,
  );
}

/** An empty entry is no problem: it is simply not saved. */
export function selectionProblem({ platformId, username }: PlatformSelection): SelectionProblem | null {
  const platform = findPlatform(platformId);
  if (!platform || username.trim() === "") return null;
  const problem = platform.manualUrl ? checkCustomUrl(username) : checkUsername(normalizeUsername(username));
  return problem === "required" ? null : problem;
}

export function hasProblems(selections: PlatformSelection[]): boolean {
  return selections.some((selection) => selectionProblem(selection) !== null);
}

/** The live preview under a field, once there is something valid to show. */
export function previewUrl(selection: PlatformSelection): string | null {
  const platform = findPlatform(selection.platformId);
  if (!platform || selection.username.trim() === "" || selectionProblem(selection)) return null;
  return buildProfileUrl(platform, selection.username);
}

export function filledSelections(selections: PlatformSelection[]): PlatformSelection[] {
  return selections.filter((selection) => selection.username.trim() !== "");
}

function usernameFromUrl(platform: Platform, url: string): string | null {
  const [prefix, suffix = ""] = platform.urlPattern.split("{username}");
  if (!url.startsWith(prefix) || !url.endsWith(suffix) || url.length <= prefix.length + suffix.length) return null;
  return url.slice(prefix.length, url.length - suffix.length);
}

/** A saved link ({ platform label, url }) back as an editable selection. */
export function selectionFromLink(link: { platform: string; url: string }): PlatformSelection {
  const platform = platforms.find((candidate) => candidate.label === link.platform) ?? findPlatform(link.platform);
  const custom = platforms.find((candidate) => candidate.manualUrl);
  if (platform && !platform.manualUrl) {
    const username = usernameFromUrl(platform, link.url);
    if (username !== null) return { platformId: platform.id, username };
  }
  return { platformId: custom?.id ?? "custom", username: link.url };
}
