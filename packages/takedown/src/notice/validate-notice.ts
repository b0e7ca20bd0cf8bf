// Refuses an incomplete notice: each element its legal basis requires is checked against the input,
// and every missing or faulty one is reported with its element name (empty list = complete).
import { z } from "zod";
import type { NoticeElement, NoticeInput, NoticeProblem } from "../types";
import { urlKey, urlProblem } from "./check-notice-url";
import { basisElements } from "./notice-elements";

const emailSchema = z.email();
const blank = (value: string | null | undefined) => !value || value.trim().length === 0;

type ElementCheck = (input: NoticeInput) => string[];

const checks: Record<NoticeElement, ElementCheck> = {
  signature: ({ agent }) => (blank(agent.signatory) ? ["the agent's signatory is missing (a signature of a person authorised to act)"] : []),
  work: (input) => workProblems(input),
  reasons: (input) => [...(blank(input.principal.name) ? ["the rights holder is not named"] : []), ...workProblems({ ...input, basis: "dsa" })],
  material: ({ items }) => materialProblems(items),
  contact: ({ agent }) => [
    ...(blank(agent.name) ? ["the agent's name is missing"] : []),
    ...(blank(agent.address) ? ["the agent's postal address is missing"] : []),
    ...emailProblems(agent.email),
  ],
  notifier: ({ agent }) => [...(blank(agent.name) ? ["the notifier's name is missing"] : []), ...emailProblems(agent.email)],
  good_faith: () => [],
  accuracy: () => [],
  authority: ({ authority, principal }) => [
    ...(blank(authority.reference) && blank(authority.sha256) ? ["the Letter of Authorisation is not referenced (neither its reference nor its SHA-256)"] : []),
    ...(authority.sha256 && !/^[0-9a-f]{64}$/i.test(authority.sha256) ? ["the letter's SHA-256 is not 64 hexadecimal digits"] : []),
    ...(blank(principal.name) ? ["the principal the agent acts for is not named"] : []),
  ],
};

export function validateNotice(input: NoticeInput): NoticeProblem[] {
  const problems: NoticeProblem[] = [];
  for (const element of basisElements[input.basis]) {
    for (const message of checks[element](input)) problems.push({ element, message });
  }
  return problems;
}

function workProblems({ basis, works }: NoticeInput): string[] {
  if (works.length === 0) return [basis === "impersonation" ? "the real accounts are missing" : "no copyrighted work is identified"];
  const problems: string[] = [];
  works.forEach((work, index) => {
    if (blank(work.description)) problems.push(works.length > 1 ? `work ${index + 1} of the representative list has no description` : "the work has no description");
    for (const url of work.sourceUrls) {
      const problem = urlProblem(url);
      if (problem && !problem.includes("site root")) problems.push(`source of work ${index + 1}: ${problem}`);
    }
  });
  if (basis === "impersonation" && works.every((work) => work.sourceUrls.length === 0)) problems.push("the real account's URL is missing");
  return problems;
}

function materialProblems(items: NoticeInput["items"]): string[] {
  if (items.length === 0) return ["no infringing material is listed"];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const url of items.flatMap((item) => [item.pageUrl, ...item.mediaUrls])) {
    const problem = urlProblem(url);
    if (problem) problems.push(problem);
    const key = urlKey(url);
    if (seen.has(key)) problems.push(`"${url}" is listed twice`);
    seen.add(key);
  }
  return problems;
}

function emailProblems(email: string): string[] {
  if (blank(email)) return ["the e-mail address is missing"];
  return emailSchema.safeParse(email).success ? [] : [`"${email}" is not a valid e-mail address`];
}
