// Server-side translations: error messages and mails, in the language the request asks for.
import { defaultLanguage, type Language, namespaces, pickLanguage, resources } from "@unleak/i18n";
import i18next, { type TFunction } from "i18next";

const instance = i18next.createInstance();
await instance.init({
  resources,
  ns: [...namespaces],
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

export function languageOf(request: Request | undefined): Language {
  return pickLanguage(request?.headers.get("accept-language"));
}

/** The language the browser announced, or null when the request names none (scripts, tests). */
export function announcedLanguage(headers: Headers | undefined): Language | null {
  const header = headers?.get("accept-language");
  return header ? pickLanguage(header) : null;
}
