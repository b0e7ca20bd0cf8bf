// Every notice template, by language then legal basis.
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import type { NoticeTemplates } from "./notice-template";
import { fr } from "./fr";

export const noticeTemplates: NoticeTemplates = { en, de, es, fr };
export type { LanguageTemplates, NoticeLabels, NoticeTemplate, TemplateContext } from "./notice-template";
