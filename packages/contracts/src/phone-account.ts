// Accounts made with a phone number (ADR 022) keep a placeholder in the unique, required e-mail
// column. It is never delivered and never shown: the app shows the phone number instead.
export const phoneAccountEmailDomain = "phone.unleak.invalid";

/** True for the placeholder address of a phone account that has no real e-mail address yet. */
export const isPhoneAccountEmail = (email: string | null | undefined): boolean =>
  typeof email === "string" && email.toLowerCase().endsWith(`@${phoneAccountEmailDomain}`);
