// Loads the ALTCHA widget the CSP-friendly way (ADR 011): the build without inline styles or
// bundled workers, its stylesheet, the PBKDF2 worker as a file of our own origin, and the texts
// of the app's languages.
import "altcha/external";
import "altcha/altcha.css";
import "altcha/i18n/de";
import "altcha/i18n/es-es";
import "altcha/i18n/fr-fr";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

const altcha = globalThis.$altcha;
altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
// The app's language codes are two letters; the Spanish and French texts come as es-es and fr-fr.
altcha.i18n.set({ es: altcha.i18n.get("es-es"), fr: altcha.i18n.get("fr-fr") });
