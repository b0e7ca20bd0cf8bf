// The account page's data: every profile field, niches, stage names, official links and the
// profile status of spec §4/§5.
import type { Profile, ProfileStatus } from "@unleak/contracts";
import { type Database, officialLinks, profiles, stageNames, userNiches } from "@unleak/db";
import { asc, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

const requiredFields = ["firstName", "lastName", "dateOfBirth", "address", "postalCode", "country"] as const;

export function profileStatus(
  profile: Record<(typeof requiredFields)[number], string | null>,
  counts: { niches: number; stageNames: number; officialLinks: number },
): ProfileStatus {
  const fieldsPresent = requiredFields.every((field) => (profile[field] ?? "").trim() !== "");
  return fieldsPresent && counts.niches > 0 && counts.stageNames > 0 && counts.officialLinks > 0 ? "Complete" : "Incomplete";
}

export async function getProfile({ db, actor, ownerId: userId }: Access & { db: Database }): Promise<Profile> {
  authorise(actor, "profile.read", userId);
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new AppError("NOT_FOUND");
  const niches = await db.select().from(userNiches).where(eq(userNiches.userId, userId)).orderBy(asc(userNiches.createdAt));
  const names = await db.select().from(stageNames).where(eq(stageNames.userId, userId)).orderBy(asc(stageNames.createdAt));
  const links = await db.select().from(officialLinks).where(eq(officialLinks.userId, userId)).orderBy(asc(officialLinks.createdAt));
  return {
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone,
      dateOfBirth: profile.dateOfBirth,
      address: profile.address,
      postalCode: profile.postalCode,
      city: profile.city,
      country: profile.country,
      subscriptionTier: profile.subscriptionTier,
      selectedPlan: profile.selectedPlan,
    },
    niches: niches.map((n) => n.niche),
    stageNames: names.map((n) => n.name),
    officialLinks: links.map((l) => ({ id: l.id, platform: l.platform, url: l.url })),
    status: profileStatus(profile, { niches: niches.length, stageNames: names.length, officialLinks: links.length }),
  };
}
