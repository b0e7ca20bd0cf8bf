// An agency's team under concurrent changes (issue 17): two owners demoting or removing each other
// at the same moment leave the agency with one owner, never none; a refused approval creates no
// agency; an invitation's link works once.
import { agencies, agencyApplications, agencyMemberInvitations, agencyMembers, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mailer } from "../mail/mailer";
import type { SignedInActor } from "../policy/actor";
import type { AgencyMail } from "./agency-mail";
import { changeAgencyMemberRole } from "./change-agency-member-role";
import { decideAgencyApplication } from "./decide-agency-application";
import { inviteAgencyMember } from "./invite-agency-member";
import { joinAgencyTeam } from "./join-agency-team";
import { removeAgencyMember } from "./remove-agency-member";

const kinds = await testDatabaseKinds();

const sent: Array<{ to: string; subject: string; text: string }> = [];
const mailer: Mailer = { mode: "outbox", deliver: async () => undefined, send: async (message) => (sent.push(message), "outbox-id") };
const mail: AgencyMail = { mailer, translatorFor: () => (key, values) => `${key} ${JSON.stringify(values ?? {})}`, appUrl: "https://unleak.example" };
const admin: SignedInActor = { kind: "admin", userId: "ada" };

describe.each(kinds)("an agency's team on $kind", ({ create }) => {
  let database: TestDatabase;
  let agencyId: string;
  const owner = (userId: string): SignedInActor => ({ kind: "agency", userId, agencyId, role: "owner", creatorIds: [] });

  async function member(userId: string, role: "owner" | "manager" | "viewer") {
    const [row] = await database.handle.db.insert(agencyMembers).values({ agencyId, userId, role }).returning({ id: agencyMembers.id });
    return row!.id;
  }
  /** Opens the pool's connections first, so that two transactions run side by side, not one after the other. */
  const warmPool = () => Promise.all(Array.from({ length: 4 }, () => database.handle.db.execute(sql`select pg_sleep(0.02)`)));
  const rolesNow = async () =>
    (await database.handle.db.select({ userId: agencyMembers.userId, role: agencyMembers.role }).from(agencyMembers).where(eq(agencyMembers.agencyId, agencyId))).map((row) => `${row.userId}:${row.role}`).sort();

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    for (const id of ["ada", "nina", "omar", "pia", "quinn", "rosa"]) await db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: true });
    const [agency] = await db.insert(agencies).values({ name: "Starlight", contactName: "Nina", contactEmail: "nina@example.test" }).returning({ id: agencies.id });
    agencyId = agency!.id;
  });
  afterAll(async () => database?.dispose());

  it("keeps one owner when two owners demote each other at once", async () => {
    const ninaId = await member("nina", "owner");
    const omarId = await member("omar", "owner");
    await warmPool();
    const outcomes = await Promise.allSettled([
      changeAgencyMemberRole({ db: database.handle.db, actor: owner("nina"), memberId: omarId, role: "viewer" }),
      changeAgencyMemberRole({ db: database.handle.db, actor: owner("omar"), memberId: ninaId, role: "viewer" }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(outcomes.find((outcome) => outcome.status === "rejected")).toMatchObject({ reason: { code: "CONFLICT" } });
    expect((await rolesNow()).filter((entry) => entry.endsWith(":owner"))).toHaveLength(1);
  });

  it("keeps one owner when two owners remove each other at once", async () => {
    const { db } = database.handle;
    await db.delete(agencyMembers).where(eq(agencyMembers.agencyId, agencyId));
    const piaId = await member("pia", "owner");
    const quinnId = await member("quinn", "owner");
    await warmPool();
    const outcomes = await Promise.allSettled([
      removeAgencyMember({ db, actor: owner("pia"), memberId: quinnId }),
      removeAgencyMember({ db, actor: owner("quinn"), memberId: piaId }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await rolesNow()).toHaveLength(1);
  });

  it("creates no agency when the approval is refused, and takes an invitation's link once", async () => {
    const { db } = database.handle;
    const [application] = await db
      .insert(agencyApplications)
      .values({ userId: "pia", companyName: "Pia Two", contactName: "Pia", contactEmail: "pia@example.test", rosterSize: "1-5" })
      .returning({ id: agencyApplications.id });
    const before = (await db.select({ id: agencies.id }).from(agencies)).length;
    const [remaining] = await rolesNow();
    const applicant = remaining!.split(":")[0]!;
    await db.update(agencyApplications).set({ userId: applicant }).where(eq(agencyApplications.id, application!.id));
    await expect(decideAgencyApplication({ db, actor: admin, mail, applicationId: application!.id, decision: "approve" })).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await db.select({ id: agencies.id }).from(agencies)).length).toBe(before);
    expect((await db.select().from(agencyApplications).where(eq(agencyApplications.id, application!.id)))[0]).toMatchObject({ status: "pending", agencyId: null });

    await inviteAgencyMember({ db, actor: owner(applicant), mail, email: "Rosa@Example.test", role: "viewer" });
    const token = new URL(/https:\/\/\S+/.exec(sent.at(-1)!.text)![0].replace(/["}]+$/, "")).searchParams.get("token")!;
    expect(sent.at(-1)!.to).toBe("rosa@example.test");
    const [stored] = await db.select().from(agencyMemberInvitations).where(eq(agencyMemberInvitations.email, "rosa@example.test"));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const rosa: SignedInActor = { kind: "creator", userId: "rosa" };
    const outcomes = await Promise.allSettled([joinAgencyTeam({ db, actor: rosa, token }), joinAgencyTeam({ db, actor: rosa, token })]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await rolesNow()).toContain("rosa:viewer");
  });
});
