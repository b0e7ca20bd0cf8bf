// Tells the server when a signed-in user switches the interface language, so that what is sent
// in the background (monitoring alerts by notification and e-mail) uses it. Sign-ins and restored
// sessions announce it too (Accept-Language); a visitor's choice stays in the browser.
import { profileRoutes } from "@unleak/contracts";
import { callApi } from "./api-client";
import { i18n, isLanguage } from "./i18n";

export function rememberLanguageChanges(isSignedIn: () => boolean): void {
  i18n.on("languageChanged", (language) => {
    if (!isSignedIn() || !isLanguage(language)) return;
    callApi(profileRoutes.setLanguage, { body: { language } }).catch((error: unknown) => console.warn("[language]", error));
  });
}
