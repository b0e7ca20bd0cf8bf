// Writes a notice from its input: the subject quoting our reference, then one headed section per
// element of the legal basis, each infringing URL on its own line, the statements verbatim and the
// agent's signature. Refuses an incomplete input, and checks its own text before returning it.
import type { ComposedNotice, ManagingAgency, NoticeElement, NoticeInput } from "../types";
import { NoticeIncompleteError } from "./notice-incomplete-error";
import { basisElements } from "./notice-elements";
import { noticeTemplates, type NoticeLabels, type NoticeTemplate, type TemplateContext } from "./templates";
import { validateNotice } from "./validate-notice";

export function composeNotice(input: NoticeInput): ComposedNotice {
  const problems = validateNotice(input);
  if (problems.length > 0) throw new NoticeIncompleteError(problems);
  const { labels, templates } = noticeTemplates[input.language];
  const template = templates[input.basis];
  const context = templateContext(input);
  const elements = [...basisElements[input.basis]];
  const header = [`${labels.to}: ${input.recipient.name}`, `${labels.date}: ${isoDate(input.date)}`, `${labels.reference}: ${input.reference}`];
  const sections = elements.map((element) => [template.headings[element] ?? element, ...sectionLines(element, input, template, labels, context)].join("\n"));
  const text = [header.join("\n"), template.intro(context), ...sections].join("\n\n") + "\n";
  assertComplete(text, input, template, context);
  return { subject: template.subject(context), text, elements };
}

function templateContext(input: NoticeInput): TemplateContext {
  return {
    reference: input.reference,
    principal: input.principal.name,
    recipient: input.recipient.name,
    urlCount: input.items.reduce((count, item) => count + 1 + item.mediaUrls.length, 0),
    itemCount: input.items.length,
  };
}

function sectionLines(element: NoticeElement, input: NoticeInput, template: NoticeTemplate, labels: NoticeLabels, context: TemplateContext): string[] {
  const { agent, authority } = input;
  switch (element) {
    case "work":
      return workLines(input, labels);
    case "reasons":
      return [template.statements.reasons?.(context) ?? "", ...workLines(input, labels)];
    case "material":
      return input.items.flatMap((item) => [
        ...(item.title ? [`${labels.title}: ${item.title}`] : []),
        `${labels.page}: ${item.pageUrl}`,
        ...item.mediaUrls.map((url) => `${labels.media}: ${url}`),
      ]);
    case "contact":
    case "notifier":
      return [
        agent.name,
        ...addressLines(agent.address),
        `${labels.email}: ${agent.email}`,
        ...(agent.phone ? [`${labels.phone}: ${agent.phone}`] : []),
        ...(agent.website ? [`${labels.website}: ${agent.website}`] : []),
      ];
    case "good_faith":
    case "accuracy":
      return [template.statements[element]?.(context) ?? ""];
    case "authority":
      return [
        `${labels.letter}: ${authority.reference ?? "-"}${authority.signedAt ? ` (${labels.signedAt} ${isoDate(authority.signedAt)})` : ""}`,
        ...(authority.sha256 ? [`${labels.sha256}: ${authority.sha256.toLowerCase()}`] : []),
        ...managingAgencyLines(input.managedBy, labels),
      ];
    case "signature":
      return [`/s/ ${agent.signatory}`, `${agent.name}, ${labels.onBehalfOf(input.principal.name)}`, `${labels.date}: ${isoDate(input.date)}`];
  }
}

function workLines({ works }: NoticeInput, labels: NoticeLabels): string[] {
  const lines = works.flatMap((work, index) => [
    works.length > 1 ? `${index + 1}. ${work.description}` : work.description,
    ...work.sourceUrls.map((url) => `${labels.original}: ${url}`),
  ]);
  return works.length > 1 ? [labels.representativeList, ...lines] : lines;
}

/**
 * The creator's management agency and its company details, after the letter that authorises the
 * agent: the agency asked for the notice, Unleak's agent files and signs it. One value per line (the
 * PDF reads a blank line as a new section).
 */
function managingAgencyLines(agency: ManagingAgency | undefined, labels: NoticeLabels): string[] {
  const name = oneLine(agency?.name);
  if (!agency || !name) return [];
  const labelled = (label: string, value: string | null | undefined) => (oneLine(value) ? [`${label}: ${oneLine(value)}`] : []);
  return [
    `${labels.managedBy}: ${name}`,
    ...addressLines(agency.address),
    ...labelled(labels.email, agency.email),
    ...labelled(labels.phone, agency.phone),
    ...labelled(labels.website, agency.website),
  ];
}

function addressLines(address: string | null | undefined): string[] {
  return (address ?? "").split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
}

function oneLine(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

/** The self-check: every statement of the basis, every URL and the signature are in the text as written. */
function assertComplete(text: string, input: NoticeInput, template: NoticeTemplate, context: TemplateContext): void {
  const required = [...Object.values(template.statements).map((statement) => statement(context)), `/s/ ${input.agent.signatory}`, input.reference];
  // Each URL stands on a row of its own ("Page: <url>"): looked up among the rows' last words, not searched in the whole text.
  const lastWords = new Set(text.split("\n").map((line) => line.slice(line.lastIndexOf(" ") + 1)));
  const missing = [
    ...required.filter((part) => !part || !text.includes(part)),
    ...input.items.flatMap((item) => [item.pageUrl, ...item.mediaUrls]).filter((url) => !lastWords.has(url)),
  ];
  if (missing.length > 0) throw new Error(`The composed notice lacks: ${missing.join(" | ")}`);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
