// The shape of a notice template: one per legal basis and language. A template holds the words only
// (subject, introduction, headings and the statements quoted verbatim); compose-notice.ts lays out the
// facts (works, URLs, contact, authority, signature) the same way for every template.
import type { LegalBasis } from "@unleak/contracts";
import type { NoticeElement, NoticeLanguage } from "../../types";

export interface TemplateContext {
  reference: string;
  principal: string;
  recipient: string;
  /** Page and media URLs together. */
  urlCount: number;
  itemCount: number;
}

/** The statements a basis requires, written out verbatim; the composer checks each is in the text. */
export type NoticeStatement = "reasons" | "good_faith" | "accuracy";

export interface NoticeTemplate {
  subject(context: TemplateContext): string;
  intro(context: TemplateContext): string;
  /** The heading of each element section this basis carries. */
  headings: Partial<Record<NoticeElement, string>>;
  statements: Partial<Record<NoticeStatement, (context: TemplateContext) => string>>;
}

/** Words shared by every template of a language: field labels and the signature line. */
export interface NoticeLabels {
  to: string;
  date: string;
  reference: string;
  page: string;
  media: string;
  title: string;
  original: string;
  /** Shown above the works when a notice covers several (§512(c)(3)(A)(ii)). */
  representativeList: string;
  email: string;
  phone: string;
  website: string;
  letter: string;
  signedAt: string;
  sha256: string;
  /** Names the creator's management agency in the authority section, when it asked for the notice. */
  managedBy: string;
  onBehalfOf(principal: string): string;
}

export interface LanguageTemplates {
  labels: NoticeLabels;
  templates: Record<LegalBasis, NoticeTemplate>;
}

export type NoticeTemplates = Record<NoticeLanguage, LanguageTemplates>;
