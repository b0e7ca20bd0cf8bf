// The sandbox's cast (issue 18) as plain data: impersonators reach REPORT_THRESHOLD, decoys stay
// below it, her own profiles are never scored.
import { describe, expect, it } from "vitest";
import { REPORT_THRESHOLD, scoreProfile } from "./score-profile";
import type { FoundProfile, ImpersonationSubject, ProfilePicture } from "./types";

const subject: ImpersonationSubject = {
  names: ["Nova Quill"],
  usernames: ["novaquill"],
  officialUrls: ["http://fanhub.localhost:4500/u/novaquill", "http://snapgram.localhost:4500/u/novaquill"],
  references: null,
};
const knowledge = {
  leakHosts: ["leakhub.localhost:4500", "vidleakr.localhost"],
  platformHosts: { fanhub: "fanhub.localhost", snapgram: "snapgram.localhost", chirper: "chirper.localhost", picsocial: "picsocial.localhost" },
};

function profile(siteId: string, handle: string, fields: Partial<FoundProfile>): FoundProfile {
  return {
    siteId,
    siteName: siteId,
    url: `http://${siteId}.localhost:4500/u/${handle.toLowerCase()}`,
    handle,
    displayName: "",
    bio: "",
    links: [],
    avatarUrl: null,
    postUrls: [],
    httpStatus: 200,
    fetchedAt: new Date("2025-01-01T00:00:00Z"),
    foundBy: "username",
    pageText: "<main class=profile></main>",
    ...fields,
  };
}

const picture = (role: ProfilePicture["role"], referenceId: string, distance: number, quality: ProfilePicture["quality"] = "high"): ProfilePicture => ({
  role,
  mediaUrl: `http://cdn.localhost/${referenceId}.jpg`,
  referenceId,
  distance,
  quality,
  bytes: Buffer.from("jpeg"),
});

const cast = {
  confusable: profile("snapgram", "n0vaqu1ll", { displayName: "Nova Quíll", links: ["http://fanhub-subscribe.localhost:4500/novaquill"] }),
  backup: profile("chirper", "novaquill_backup", { displayName: "Nova Quill", bio: "Backup account, my main got banned! New content here." }),
  vip: profile("picsocial", "novaquillvip", { displayName: "Nova Quill VIP", bio: "All my sets for free, link below", links: ["http://leakhub.localhost:4500/nova-quill-full-set"] }),
  official: profile("fanhub", "NovaQuill_official", { displayName: "Nova Quill", bio: "Backup account! DM for prices." }),
  otherPerson: profile("snapgram", "novaquinn", { displayName: "Nova Quinn", bio: "Travel photographer. Lisbon." }),
  fanPage: profile("chirper", "novaquill_fans", {
    displayName: "Nova Quill Fan Page",
    bio: "Fan page, not affiliated with Nova. Follow her official account @novaquill.",
    links: ["http://snapgram.localhost:4500/u/novaquill"],
  }),
};

const score = (found: FoundProfile, pictures: ProfilePicture[] = []) => scoreProfile(subject, found, pictures, knowledge)!;
const codes = (found: FoundProfile, pictures: ProfilePicture[] = []) => score(found, pictures).reasons.map((reason) => reason.code);

describe("scoreProfile on the sandbox cast", () => {
  it("flags the look-alike handle with her stolen avatar and a look-alike payment link", () => {
    const scored = score(cast.confusable, [picture("avatar", "dune", 6)]);
    expect(scored.score).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
    expect(scored.reasons).toEqual(
      expect.arrayContaining([
        { code: "avatar_match", weight: expect.any(Number), params: { reference: "dune", distance: 6 } },
        { code: "username_variant", weight: expect.any(Number), params: { username: "n0vaqu1ll", name: "Nova Quill", variant: "leetspeak" } },
        { code: "display_name", weight: expect.any(Number), params: { name: "Nova Quíll" } },
        { code: "bio_payment_lookalike", weight: expect.any(Number), params: { host: "fanhub-subscribe.localhost" } },
      ]),
    );
  });

  it("flags the backup account reposting her pictures, and does so on its words alone", () => {
    const posts = [picture("post", "dune", 10), picture("post", "lady-bird", 4), picture("post", "rain-drops", 20)];
    const scored = score(cast.backup, posts);
    expect(scored.score).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
    expect(scored.reasons).toContainEqual({ code: "posts_match", weight: expect.any(Number), params: { count: 3, distance: 4 } });
    expect(scored.reasons).toContainEqual({ code: "claims_identity", weight: expect.any(Number), params: { phrase: "backup account" } });
    expect(score(cast.backup).score).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
  });

  it("flags the VIP profile linking to a leak site", () => {
    expect(score(cast.vip).score).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
    expect(score(cast.vip).reasons).toContainEqual({ code: "bio_leak_link", weight: expect.any(Number), params: { host: "leakhub.localhost" } });
    expect(codes(cast.vip)).toContain("username_variant");
  });

  it("flags the _official account selling her content, with her mirrored avatar or without", () => {
    expect(score(cast.official, [picture("avatar", "dune", 18, "good")]).score).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
    expect(score(cast.official).score).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
    expect(codes(cast.official)).toEqual(expect.arrayContaining(["username_variant", "display_name", "claims_identity"]));
  });

  it("leaves a different person with a similar name at zero", () => {
    expect(score(cast.otherPerson)).toMatchObject({ score: 0, reasons: [] });
  });

  it("keeps the fan page that says so below the threshold, its link to her profile not held against it", () => {
    const scored = score(cast.fanPage);
    expect(scored.score).toBeLessThan(REPORT_THRESHOLD);
    expect(codes(cast.fanPage)).toEqual(expect.arrayContaining(["username_variant", "display_name", "fan_page"]));
    expect(codes(cast.fanPage)).not.toContain("claims_identity");
    expect(codes(cast.fanPage)).not.toContain("bio_payment_lookalike");
    expect(scored.reasons.find((reason) => reason.code === "fan_page")!.weight).toBeLessThan(0);
  });

  it("never scores her own profiles, however the URL is written", () => {
    expect(scoreProfile(subject, profile("fanhub", "novaquill", { displayName: "Nova Quill" }), [], knowledge)).toBeNull();
    expect(scoreProfile(subject, { ...profile("snapgram", "novaquill", {}), url: "HTTP://SNAPGRAM.localhost:4500/u/novaquill/?utm_source=x" }, [], knowledge)).toBeNull();
    // Her username where she has no account is someone else's.
    expect(scoreProfile(subject, profile("chirper", "novaquill", { displayName: "Nova Quill" }), [], knowledge)).not.toBeNull();
  });

  it("flags a stolen avatar on its own, combines reasons as 1 - Π(1 - w) and rounds to two decimals", () => {
    const stranger = profile("tagme", "sunny_days", { displayName: "Sunny" });
    const alone = score(stranger, [picture("avatar", "dune", 2, "exact")]);
    expect(alone.score).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
    const scored = score(cast.vip);
    const expected = 1 - scored.reasons.reduce((left, reason) => left * (1 - reason.weight), 1);
    expect(scored.score).toBe(Math.round(expected * 100) / 100);
  });

  it("does not take a payment brand's own host or a platform's own host for a look-alike", () => {
    const linked = profile("tagme", "someone", { links: ["https://onlyfans.com/someone", "https://paypal.me/someone", "http://fanhub.localhost:4500/u/someone"] });
    expect(score(linked).reasons).toEqual([]);
    const lookalike = profile("tagme", "someone", { bio: "pay here https://onlyfans-vip.example/pay" });
    expect(score(lookalike).reasons).toContainEqual({ code: "bio_payment_lookalike", weight: expect.any(Number), params: { host: "onlyfans-vip.example" } });
  });
});
