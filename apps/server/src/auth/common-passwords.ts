// Refuses the passwords people pick most: the ranked list of zxcvbn-ts (about 49,000 entries from
// leaked-password corpora), checked locally, case-insensitively.
import { dictionary } from "@zxcvbn-ts/language-common";

const commonPasswords = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
