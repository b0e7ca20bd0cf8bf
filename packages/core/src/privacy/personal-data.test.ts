// No table that references a user is forgotten by the data export and the erasure (issue 19): the
// schema is read for every column that references user.id (a foreign key) or names a user by its
// column name (user_id, *_user_id: some have no foreign key), and each must be a source of
// personal-data.ts or be listed, with its reason, in `notAboutTheUser`.
import { schema, user } from "@unleak/db";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { notAboutTheUser, personalSources, tableNameOf } from "./personal-data";

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** "table.column" of every column that references a user. */
function userReferences(): string[] {
  const found = new Set<string>();
  for (const table of tables) {
    const config = getTableConfig(table);
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (reference.foreignTable !== user) continue;
      for (const column of reference.columns) found.add(`${config.name}.${column.name}`);
    }
    for (const column of config.columns) if (/(^|_)user_id$/.test(column.name)) found.add(`${config.name}.${column.name}`);
  }
  return [...found].sort();
}

const covered = () => new Set([...personalSources.filter((source) => source.by !== "email").map((source) => `${tableNameOf(source.table)}.${source.column.name}`), ...Object.keys(notAboutTheUser)]);

describe("the personal data map", () => {
  it("finds the user references of the schema", () => {
    const references = userReferences();
    // A sanity check of the introspection itself: well-known references are found.
    expect(references).toEqual(expect.arrayContaining(["session.user_id", "scans.user_id", "notices.user_id", "referrals.affiliate_user_id", "notice_replies.user_id", "admin_audit_log.target_user_id", "profiles.id"]));
  });

  it("exports (and erases) or explains every column that references a user", () => {
    const missing = userReferences().filter((reference) => !covered().has(reference));
    expect(missing, "add these to personalSources or notAboutTheUser in personal-data.ts").toEqual([]);
  });

  it("names only real columns, with a reason for each exclusion", () => {
    const references = new Set(userReferences());
    expect(Object.keys(notAboutTheUser).filter((reference) => !references.has(reference))).toEqual([]);
    expect(Object.values(notAboutTheUser).every((reason) => reason.length > 10)).toBe(true);
  });

  it("never exports a secret column", () => {
    const secret = /password|secret|token|hash|backup_codes/i;
    // Times, content fingerprints (the signed letter's, pictures', the notice log's chain) and a secret's last characters are no secrets.
    const notSecret = (name: string) => /_at$/.test(name) || ["document_hash", "pdq_hashes", "previous_hash", "hash", "head_hash", "secret_hint"].includes(name);
    const leaked = personalSources.flatMap((source) => {
      const config = getTableConfig(source.table);
      return Object.entries(source.table)
        .filter(([, column]) => config.columns.includes(column as never))
        .filter(([key, column]) => {
          const { name } = column as { name: string };
          return secret.test(name) && !notSecret(name) && !(source.omit ?? []).includes(key);
        })
        .map(([key]) => `${config.name}.${key}`);
    });
    expect(leaked).toEqual([]);
  });
});
