// A creator name is a name: it is shown in mails and pages that mail clients turn into links, so
// a name that contains something a client would link (a URL, a domain, an e-mail address) is refused.
import { createRequire } from "node:module";
import { LinkifyIt } from "linkify-it";
import { AppError } from "../errors/app-error";

// Every real top-level domain, as mail clients know them, not only linkify-it's short default list.
// Required, not imported: plain Node (the bundled server) imports JSON only with an attribute.
const tlds = createRequire(import.meta.url)("tlds") as string[];
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).tlds(tlds, true);

/** Collapses whitespace; throws CREATOR_NAME_REQUIRED when empty, CREATOR_NAME_INVALID when linkable. */
export function parseCreatorName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, " ");
  if (!name) throw new AppError("CREATOR_NAME_REQUIRED");
  if (isLinkable(name)) throw new AppError("CREATOR_NAME_INVALID");
  return name;
}

export function isLinkable(text: string): boolean {
  // "evil . example" or "hxxp://" still reads as an address to a person: refuse schemes outright.
  return linkify.test(text) || /[a-z][a-z0-9+.-]*:\/\//i.test(text) || /\bwww\./i.test(text);
}
