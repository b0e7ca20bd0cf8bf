// Phone numbers as accounts know them: E.164 ("+4915112345678"), whatever spacing or punctuation
// was typed. Only international numbers (with their "+country" prefix) are accepted, so that one
// number never has two spellings.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** The number in E.164, or null when it is not a valid international phone number. */
export function normalisePhoneNumber(input: string): string | null {
  if (input.length > 40) return null;
  const parsed = parsePhoneNumberFromString(input.trim());
  return parsed?.isValid() ? parsed.number : null;
}
