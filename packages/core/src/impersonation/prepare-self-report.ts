// The report a creator files herself where a platform hears impersonation reports only from the
// person impersonated (often with her own ID): written in her voice, in English as the platforms'
// forms are, naming the profile, what it took from her, and her real accounts. Nothing is sent.
import type { FakeProfileRow } from "./fake-profile-view";
import type { Database } from "@unleak/db";
import type { ImpersonationDesk } from "./impersonation-directory";
import { principalOf } from "../takedowns/compose-notices";

export interface PreparedReport {
  subject: string;
  text: string;
  formUrl: string | null;
  requiresId: boolean;
}

/** One line per reason the report can state as a fact (the score itself is ours, not the platform's). */
function factsOf(row: FakeProfileRow): string[] {
  const facts: string[] = [];
  for (const reason of row.reasons) {
    if (reason.code === "avatar_match") facts.push("Its profile picture is one of my own photos.");
    else if (reason.code === "posts_match") facts.push("It posts my own photos.");
    else if (reason.code === "username_variant" || reason.code === "display_name") facts.push("It uses my name.");
    else if (reason.code === "bio_leak_link") facts.push(`Its bio links to a site that distributes my content without permission (${String(reason.params.host ?? "")}).`);
    else if (reason.code === "bio_payment_lookalike") facts.push(`Its bio links to a payment page that imitates mine (${String(reason.params.host ?? "")}).`);
    else if (reason.code === "claims_identity") facts.push("It claims to be me.");
  }
  return [...new Set(facts)];
}

export async function prepareSelfReport(db: Database, userId: string, row: FakeProfileRow, desk: ImpersonationDesk): Promise<PreparedReport> {
  const principal = await principalOf(db, userId);
  const name = principal.name ?? row.displayName;
  const lines = [
    `I am ${name}. The account @${row.handle} (${row.url}) is impersonating me.`,
    ...factsOf(row),
    "It is not my account, I have not authorised it, and it is not a fan or parody account.",
    ...(principal.sourceUrls.length ? ["My real accounts are:", ...principal.sourceUrls.map((url) => `- ${url}`)] : []),
    "Please remove the account.",
    ...(desk.requiresId ? ["I attach a photo of my ID to confirm that I am the person being impersonated."] : []),
  ];
  return { subject: `Impersonation report: @${row.handle}`, text: lines.join("\n"), formUrl: desk.formUrl ?? null, requiresId: desk.requiresId };
}
