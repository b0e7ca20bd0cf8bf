// The ALTCHA widget's language files register themselves and export nothing.
declare module "altcha/i18n/*";
