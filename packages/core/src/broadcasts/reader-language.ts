// The language a reader last used the app in (profiles.language, which the web app keeps in step
// with its language switch), for the live stream: a browser's EventSource cannot send the page's
// language, only the browser's own Accept-Language, which may differ from the one picked.
import { type InterfaceLanguage, interfaceLanguages } from "@unleak/contracts";
import { type Database, profiles } from "@unleak/db";
import { eq } from "drizzle-orm";

const isInterfaceLanguage = (value: string | null | undefined): value is InterfaceLanguage => (interfaceLanguages as readonly (string | null | undefined)[]).includes(value);

/** The reader's stored interface language, or null when they never told us one. */
export async function storedLanguageOf({ db, userId }: { db: Database; userId: string }): Promise<InterfaceLanguage | null> {
  const [profile] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return isInterfaceLanguage(profile?.language) ? profile.language : null;
}
