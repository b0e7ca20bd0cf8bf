import { describe, expect, it } from "vitest";
import { identityReviewProvider, manualIdentityReview } from "./identity-review-provider";

describe("identityReviewProvider", () => {
  it("is the manual review unless a known provider has its key", () => {
    expect(identityReviewProvider()).toBe(manualIdentityReview);
    expect(identityReviewProvider({ provider: "some-kyc" })).toBe(manualIdentityReview);
    expect(identityReviewProvider({ provider: "some-kyc", apiKey: "key" })).toBe(manualIdentityReview);
    expect(identityReviewProvider({ apiKey: "key" })).toBe(manualIdentityReview);
  });

  it("leaves the decision to an administrator: a submission stays pending", async () => {
    const submission = { verificationId: "v", userId: "u", documentType: "passport" as const, documents: { front: "u/a.jpg", back: null, selfie: "u/b.jpg" } };
    expect(manualIdentityReview.name).toBe("manual");
    expect(await manualIdentityReview.submit(submission)).toBeNull();
  });
});
