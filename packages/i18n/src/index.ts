// The product's texts in every language, shared by the web app and the server (errors, mail).
import deAgency from "./locales/de/agency.json";
import deAccount from "./locales/de/account.json";
import deOperations from "./locales/de/operations.json";
import deAppeals from "./locales/de/appeals.json";
import deAdminUsers from "./locales/de/admin-users.json";
import deAdmin from "./locales/de/admin.json";
import deAuthorisation from "./locales/de/authorisation.json";
import deAuth from "./locales/de/auth.json";
import deCommon from "./locales/de/common.json";
import deErrors from "./locales/de/errors.json";
import deIdentity from "./locales/de/identity.json";
import deMail from "./locales/de/mail.json";
import deOnboarding from "./locales/de/onboarding.json";
import dePages from "./locales/de/pages.json";
import deShell from "./locales/de/shell.json";
import deScans from "./locales/de/scans.json";
import deSubscription from "./locales/de/subscription.json";
import deTakedowns from "./locales/de/takedowns.json";
import deAgencyInsights from "./locales/de/agency-insights.json";
import deAgencyRoster from "./locales/de/agency-roster.json";
import deFakeProfiles from "./locales/de/fake-profiles.json";
import deOauthClients from "./locales/de/oauth-clients.json";
import deReverseImages from "./locales/de/reverse-images.json";
import deLegal from "./locales/de/legal.json";
import deFaq from "./locales/de/faq.json";
import deAffiliates from "./locales/de/affiliates.json";
import deBookings from "./locales/de/bookings.json";
import dePartners from "./locales/de/partners.json";
import dePrivacy from "./locales/de/privacy.json";
import enAgency from "./locales/en/agency.json";
import enAccount from "./locales/en/account.json";
import enOperations from "./locales/en/operations.json";
import enAppeals from "./locales/en/appeals.json";
import enAdminUsers from "./locales/en/admin-users.json";
import enAdmin from "./locales/en/admin.json";
import enAuthorisation from "./locales/en/authorisation.json";
import enAuth from "./locales/en/auth.json";
import enCommon from "./locales/en/common.json";
import enErrors from "./locales/en/errors.json";
import enIdentity from "./locales/en/identity.json";
import enMail from "./locales/en/mail.json";
import enOnboarding from "./locales/en/onboarding.json";
import enPages from "./locales/en/pages.json";
import enShell from "./locales/en/shell.json";
import enScans from "./locales/en/scans.json";
import enSubscription from "./locales/en/subscription.json";
import enTakedowns from "./locales/en/takedowns.json";
import enAgencyInsights from "./locales/en/agency-insights.json";
import enAgencyRoster from "./locales/en/agency-roster.json";
import enFakeProfiles from "./locales/en/fake-profiles.json";
import enOauthClients from "./locales/en/oauth-clients.json";
import enReverseImages from "./locales/en/reverse-images.json";
import enLegal from "./locales/en/legal.json";
import enFaq from "./locales/en/faq.json";
import enAffiliates from "./locales/en/affiliates.json";
import enBookings from "./locales/en/bookings.json";
import enPartners from "./locales/en/partners.json";
import enPrivacy from "./locales/en/privacy.json";
import esAgency from "./locales/es/agency.json";
import esAccount from "./locales/es/account.json";
import esOperations from "./locales/es/operations.json";
import esAppeals from "./locales/es/appeals.json";
import esAdminUsers from "./locales/es/admin-users.json";
import esAdmin from "./locales/es/admin.json";
import esAuthorisation from "./locales/es/authorisation.json";
import esAuth from "./locales/es/auth.json";
import esCommon from "./locales/es/common.json";
import esErrors from "./locales/es/errors.json";
import esIdentity from "./locales/es/identity.json";
import esMail from "./locales/es/mail.json";
import esOnboarding from "./locales/es/onboarding.json";
import esPages from "./locales/es/pages.json";
import esShell from "./locales/es/shell.json";
import esScans from "./locales/es/scans.json";
import esSubscription from "./locales/es/subscription.json";
import esTakedowns from "./locales/es/takedowns.json";
import esAgencyInsights from "./locales/es/agency-insights.json";
import esAgencyRoster from "./locales/es/agency-roster.json";
import esFakeProfiles from "./locales/es/fake-profiles.json";
import esOauthClients from "./locales/es/oauth-clients.json";
import esReverseImages from "./locales/es/reverse-images.json";
import esLegal from "./locales/es/legal.json";
import esFaq from "./locales/es/faq.json";
import esAffiliates from "./locales/es/affiliates.json";
import esBookings from "./locales/es/bookings.json";
import esPartners from "./locales/es/partners.json";
import esPrivacy from "./locales/es/privacy.json";
import frAgency from "./locales/fr/agency.json";
import frAccount from "./locales/fr/account.json";
import frOperations from "./locales/fr/operations.json";
import frAppeals from "./locales/fr/appeals.json";
import frAdminUsers from "./locales/fr/admin-users.json";
import frAdmin from "./locales/fr/admin.json";
import frAuthorisation from "./locales/fr/authorisation.json";
import frAuth from "./locales/fr/auth.json";
import frCommon from "./locales/fr/common.json";
import frErrors from "./locales/fr/errors.json";
import frIdentity from "./locales/fr/identity.json";
import frMail from "./locales/fr/mail.json";
import frOnboarding from "./locales/fr/onboarding.json";
import frPages from "./locales/fr/pages.json";
import frShell from "./locales/fr/shell.json";
import frScans from "./locales/fr/scans.json";
import frSubscription from "./locales/fr/subscription.json";
import frTakedowns from "./locales/fr/takedowns.json";
import frAgencyInsights from "./locales/fr/agency-insights.json";
import frAgencyRoster from "./locales/fr/agency-roster.json";
import frFakeProfiles from "./locales/fr/fake-profiles.json";
import frOauthClients from "./locales/fr/oauth-clients.json";
import frReverseImages from "./locales/fr/reverse-images.json";
import frLegal from "./locales/fr/legal.json";
import frFaq from "./locales/fr/faq.json";
import frAffiliates from "./locales/fr/affiliates.json";
import frBookings from "./locales/fr/bookings.json";
import frPartners from "./locales/fr/partners.json";
import frPrivacy from "./locales/fr/privacy.json";

export const languages = ["en", "de", "es", "fr"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
export const namespaces = ["common", "shell", "auth", "pages", "errors", "mail", "onboarding", "account", "scans", "admin", "identity", "authorisation", "takedowns", "subscription", "adminUsers", "appeals", "operations", "agency", "agencyInsights", "agencyRoster", "fakeProfiles", "reverseImages", "oauthClients", "bookings", "partners", "affiliates", "legal", "faq", "privacy"] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  en: { oauthClients: enOauthClients, privacy: enPrivacy, legal: enLegal, faq: enFaq, affiliates: enAffiliates, bookings: enBookings, partners: enPartners, reverseImages: enReverseImages, fakeProfiles: enFakeProfiles, agencyRoster: enAgencyRoster, agencyInsights: enAgencyInsights, agency: enAgency, admin: enAdmin, adminUsers: enAdminUsers, appeals: enAppeals, operations: enOperations, authorisation: enAuthorisation, common: enCommon, shell: enShell, auth: enAuth, pages: enPages, errors: enErrors, mail: enMail, onboarding: enOnboarding, account: enAccount, identity: enIdentity, scans: enScans, takedowns: enTakedowns, subscription: enSubscription },
  de: { oauthClients: deOauthClients, privacy: dePrivacy, legal: deLegal, faq: deFaq, affiliates: deAffiliates, bookings: deBookings, partners: dePartners, reverseImages: deReverseImages, fakeProfiles: deFakeProfiles, agencyRoster: deAgencyRoster, agencyInsights: deAgencyInsights, agency: deAgency, admin: deAdmin, adminUsers: deAdminUsers, appeals: deAppeals, operations: deOperations, authorisation: deAuthorisation, common: deCommon, shell: deShell, auth: deAuth, pages: dePages, errors: deErrors, mail: deMail, onboarding: deOnboarding, account: deAccount, identity: deIdentity, scans: deScans, takedowns: deTakedowns, subscription: deSubscription },
  es: { oauthClients: esOauthClients, privacy: esPrivacy, legal: esLegal, faq: esFaq, affiliates: esAffiliates, bookings: esBookings, partners: esPartners, reverseImages: esReverseImages, fakeProfiles: esFakeProfiles, agencyRoster: esAgencyRoster, agencyInsights: esAgencyInsights, agency: esAgency, admin: esAdmin, adminUsers: esAdminUsers, appeals: esAppeals, operations: esOperations, authorisation: esAuthorisation, common: esCommon, shell: esShell, auth: esAuth, pages: esPages, errors: esErrors, mail: esMail, onboarding: esOnboarding, account: esAccount, identity: esIdentity, scans: esScans, takedowns: esTakedowns, subscription: esSubscription },
  fr: { oauthClients: frOauthClients, privacy: frPrivacy, legal: frLegal, faq: frFaq, affiliates: frAffiliates, bookings: frBookings, partners: frPartners, reverseImages: frReverseImages, fakeProfiles: frFakeProfiles, agencyRoster: frAgencyRoster, agencyInsights: frAgencyInsights, agency: frAgency, admin: frAdmin, adminUsers: frAdminUsers, appeals: frAppeals, operations: frOperations, authorisation: frAuthorisation, common: frCommon, shell: frShell, auth: frAuth, pages: frPages, errors: frErrors, mail: frMail, onboarding: frOnboarding, account: frAccount, identity: frIdentity, scans: frScans, takedowns: frTakedowns, subscription: frSubscription },
} as const;

/** Picks the best supported language from an Accept-Language header or a stored choice. */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  const wanted = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.base && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { base } of wanted) {
    if ((languages as readonly string[]).includes(base)) return base as Language;
  }
  return defaultLanguage;
}
