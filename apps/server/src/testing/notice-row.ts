// A notice of `userId` as the pipeline keeps one once composed (issue 12), for tests that need one
// without composing: an e-mailed DMCA notice to a site, with `changes` over the defaults.
import { type Database, notices } from "@unleak/db";

export async function insertNotice(db: Database, userId: string, reference: string, changes: Partial<typeof notices.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(notices)
    .values({
      userId,
      reference,
      basis: "dmca",
      recipientKind: "site",
      recipientName: "Example",
      channel: "email",
      address: "dmca@leaks.example",
      language: "en",
      routeReason: { code: "site_email", params: {} },
      subject: `DMCA notice ${reference}`,
      body: "notice",
      raw: "notice",
      rawSha256: "0".repeat(64),
      createdAt: new Date(),
      ...changes,
    })
    .returning({ id: notices.id });
  return row!.id;
}
